import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { PaymentAnswer } from '../api/post-payment';

/**
 * A payment that charges nothing (pay from pack, full discount): one idempotency key per attempt,
 * kept while the outcome is unknown so a retry never draws a second card.
 */
export function useZeroCharge(
  call: (key: string) => Promise<PaymentAnswer>,
  onDone: (answer: PaymentAnswer) => void,
) {
  const key = useRef(crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await call(key.current);
      onDone(answer);
    } catch (cause) {
      // A definite refusal frees the key; an unknown outcome (no answer, 5xx) keeps it for the retry.
      if (cause instanceof ApiError && cause.status > 0 && cause.status < 500)
        key.current = crypto.randomUUID();
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }, [busy, call, onDone]);
  return { busy, error, run };
}
