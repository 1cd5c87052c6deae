import { useEffect, useState } from 'react';
import { checkMagicWriterAvailable } from '../api/check-magic-writer-available';

// One check per page load, shared by every panel: it starts when the contributor chooses to sign
// (preloadMagicWriter), so the panel is settled before the sign page shows and nothing below it
// moves under the pointer. A "no" is not kept: the next sign page asks again.
let known: boolean | null = null;
let pending: Promise<boolean> | null = null;

export function checkAvailabilityOnce(): Promise<boolean> {
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
  known = null;
  pending = null;
}

/** null while checking; the writer stays hidden until the service says it is available. */
export function useMagicWriterAvailability(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(known);
  useEffect(() => {
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
