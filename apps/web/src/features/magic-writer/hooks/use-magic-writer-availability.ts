import { useEffect, useState } from 'react';
import { config } from '../../../lib/config';
import { checkMagicWriterAvailable } from '../api/check-magic-writer-available';

// One check per page load, shared by every panel: it starts when the contributor chooses to sign
// (preloadMagicWriter), so the panel is settled before the sign page shows and nothing below it
// moves under the pointer. A "no" is not kept: the next sign page asks again.
// When this site's own server runs the writer, the page's settings already say whether it is on
// (`magicWriterAvailable`): then nothing is asked, and the sign page's first HTML (drawn on the
// server with the same answer) shows the writer at once instead of revealing it after a request,
// which made it the page's late largest paint (decision 179).
let known: boolean | null = config.magicWriterAvailable;
let pending: Promise<boolean> | null = null;

export function checkAvailabilityOnce(): Promise<boolean> {
  if (config.magicWriterAvailable !== null) return Promise.resolve(config.magicWriterAvailable);
  pending ??= checkMagicWriterAvailable().then((available) => {
    if (available) known = true;
    else pending = null;
    return available;
  });
  return pending;
}

/** Starts the check early (the contributor chose to sign), so the writer is settled when the sign page shows. */
export function preloadMagicWriter(): void {
  void checkAvailabilityOnce();
}

/** Forgets the shared answer (tests that switch the service on and off). */
export function forgetMagicWriterAvailability(): void {
  known = config.magicWriterAvailable;
  pending = null;
}

/**
 * Sets the answer the server's drawing starts from (src/ssr/render-landing.tsx), so the HTML it
 * draws is the one the browser hydrates with the same settings; null forgets it again.
 */
export function assumeMagicWriterAvailability(available: boolean | null): void {
  known = available;
}

/** null while checking; the writer stays hidden until the service says it is available. */
export function useMagicWriterAvailability(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(known);
  useEffect(() => {
    // The page's settings answered already: nothing to ask.
    if (config.magicWriterAvailable !== null) return;
    let mounted = true;
    void checkAvailabilityOnce().then((value) => {
      if (mounted) setAvailable(value);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return available;
}
