/**
 * Rows grouped by a key, each group in the rows' order, shaped as they go (Map.groupBy, which
 * Node 20 lacks, plus the shaping). The readers of many products at once group their child rows
 * (authors, offers, related products) by product with it.
 */
export function groupBy<R, T = R>(
  rows: readonly R[],
  key: (row: R) => string,
  shape: (row: R) => T = (row) => row as unknown as T,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(shape(row));
    else groups.set(k, [shape(row)]);
  }
  return groups;
}

/** The usual key: the product a row belongs to. */
export const productIdOf = (row: { product_id: string }): string => row.product_id;
