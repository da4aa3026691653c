/**
 * Catalogue changes committed by this process (seed, catalogue import), told to whoever keeps
 * answers derived from the catalogue (the answer cache), at once and without a database read.
 * Changes made by another process are noticed through the catalogue version instead
 * (catalogue-version-repository.ts).
 */
const listeners = new Set<() => void>();

/** Calls `listener` after this process committed a catalogue change; returns the unsubscribe. */
export function onCatalogueChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners that a catalogue change was committed. */
export function announceCatalogueChanged(): void {
  for (const listener of listeners) listener();
}
