import { useEffect } from 'react';

/** What a person does before they move on: a pointer over the page, a touch, a key, a focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Loads the next steps' chunks at the first sign of the person acting on this page (decision 170):
 * while they read and reach for a button, not while the page itself is loading, so neither this
 * page's first paint nor its measured bytes pay for the next one.
 */
export function usePreloadOnIntent(...loaders: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    let done = false;
    const preload = () => {
      if (done) return;
      done = true;
      stop();
      for (const load of loaders) void load().catch(() => undefined);
    };
    const stop = () => INTENT_EVENTS.forEach((name) => document.removeEventListener(name, preload, true));
    INTENT_EVENTS.forEach((name) => document.addEventListener(name, preload, { capture: true, passive: true }));
    return stop;
    // The loaders are module-level imports: the first set is the one that counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
