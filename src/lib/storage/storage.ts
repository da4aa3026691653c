// Defensive browser storage: every access in try/catch (storage can be missing, full or
// blocked), every read validated, corrupted values removed so they cannot break the next load.

export type StorageArea = 'local' | 'session';

function storageFor(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  area: StorageArea = 'local',
): T | null {
  const storage = storageFor(area);
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: not JSON
  }
  removeStored(key, area);
  return null;
}

export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  const storage = storageFor(area);
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storageFor(area)?.removeItem(key);
  } catch {
    // nothing else to do
  }
}
