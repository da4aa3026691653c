// The products this device has opened (offline issue: "Recently viewed", up to 8, newest
// first). Pure: the list kept, and how a view joins it.

export interface ViewedProduct {
  productId: string;
  uuid: string;
  slug: string;
  name: string;
  platform: string;
  /** Our cover path, or null (the default image shows). */
  cover: string | null;
  /** ms since the epoch. */
  viewedAt: number;
}

/** Home shows this many; the device keeps a few more, so removals elsewhere leave some to show. */
export const RECENTLY_VIEWED_SHOWN = 8;
export const RECENTLY_VIEWED_KEPT = 20;

/** A view moves the product to the front (once), and the list keeps at most `max`. */
export function addViewed(list: readonly ViewedProduct[], entry: ViewedProduct, max = RECENTLY_VIEWED_KEPT): ViewedProduct[] {
  return [entry, ...list.filter((p) => p.productId !== entry.productId)].slice(0, max);
}

function isViewed(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.productId === 'string' &&
    typeof v.uuid === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.name === 'string' &&
    typeof v.platform === 'string' &&
    (v.cover === null || typeof v.cover === 'string') &&
    typeof v.viewedAt === 'number'
  );
}

/** What storage gave back, keeping only well-formed entries, newest first. */
export function viewedListOf(stored: unknown): ViewedProduct[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isViewed).sort((a, b) => b.viewedAt - a.viewedAt);
}
