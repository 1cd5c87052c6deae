/**
 * A read for /metrics that a scrape cannot turn into load (decision 153): its answer is kept for
 * `maxAgeMs`, at most one read is in flight however many scrapes arrive, and a scrape waits for it at
 * most `timeoutMs` (the read carries on, and the next scrape takes its answer). Answers undefined
 * when there is no answer fresh enough in time: the caller reports the source as down.
 */
export function cachedRead<T>(
  read: () => Promise<T>,
  options: { maxAgeMs: number; timeoutMs: number; now?: () => number },
): () => Promise<T | undefined> {
  const now = options.now ?? Date.now;
  let last: { at: number; value: T } | undefined;
  let inflight: Promise<T> | undefined;
  return async () => {
    if (last && now() - last.at < options.maxAgeMs) return last.value;
    inflight ??= read()
      .then((value) => {
        last = { at: now(), value };
        return value;
      })
      .finally(() => {
        inflight = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        inflight,
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), options.timeoutMs);
        }),
      ]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
