/**
 * Runs `work` on every item with at most `limit` running at once, starting items in order, and
 * settles when all have. `work` handles its own errors: one item's failure must not stop the rest.
 */
export async function forEachConcurrent<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
