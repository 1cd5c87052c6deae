/**
 * The server side of the paging contract (packages/domain contract/paging.ts): a cursor is the last
 * row's sort key, `[sortValue, id]`, as base64url JSON. Sorting on (sortValue, id) with an index on
 * the same pair makes every page one index range scan, however deep (keyset, not OFFSET). A cursor
 * that does not decode is a 400 from the caller, never a 500.
 */
export type KeysetKey = readonly [sortValue: string | number, id: string | number];

export function encodeCursor(key: KeysetKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key inside a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): KeysetKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [sortValue, id] = value as unknown[];
    const scalar = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    return scalar(sortValue) && scalar(id) ? [sortValue as string | number, id as string | number] : null;
  } catch {
    return null;
  }
}

/**
 * Reads one more row than asked, so the last page is known without a count: returns the page and
 * the cursor of the next one (null on the last page).
 */
export function pageOf<Row>(rows: readonly Row[], limit: number, keyOf: (row: Row) => KeysetKey) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
