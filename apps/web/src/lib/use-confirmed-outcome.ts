import { useCallback, useEffect, useState } from 'react';

/** What the server says about a purchase the browser was told succeeded. */
export type Outcome = 'paid' | 'pending' | 'failed';

export type ConfirmedState<T> =
  { status: 'checking' } | { status: Outcome; data: T | null } | { status: 'unknown' };

export interface ConfirmOptions {
  /** Asks again this many times while the answer is pending (a webhook or 3-D Secure may still settle it). */
  retries?: number;
  delayMs?: number;
}

/**
 * A received page says "received" only once the server confirms it: a success answer can be lost,
 * a redirect can be replayed and a URL can be typed. Pending asks again a few times, then waits for
 * the user's "Check again"; an unreachable server is "unknown", never "paid".
 */
export function useConfirmedOutcome<T>(
  check: (signal: AbortSignal) => Promise<{ outcome: Outcome; data: T | null }>,
  deps: readonly unknown[],
  { retries = 3, delayMs = 1500 }: ConfirmOptions = {},
) {
  const [state, setState] = useState<ConfirmedState<T>>({ status: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (left: number) => {
      check(controller.signal).then(
        ({ outcome, data }) => {
          if (controller.signal.aborted) return;
          if (outcome === 'pending' && left > 0) {
            timer = setTimeout(() => ask(left - 1), delayMs);
            return;
          }
          setState({ status: outcome, data });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'unknown' });
        },
      );
    };
    setState({ status: 'checking' });
    ask(retries);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the check depends on
  }, [...deps, round, retries, delayMs]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  return { state, recheck };
}
