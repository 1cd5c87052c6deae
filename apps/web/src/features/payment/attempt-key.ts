// One payment attempt = one Idempotency-Key. The key is kept in sessionStorage (not localStorage: it
// belongs to this tab's attempt) so that a retry after a lost answer, or after a reload while the
// request was in flight, reuses it and the server answers with the first outcome instead of
// charging again. A final answer (success, decline, 3-D Secure or PayPal hand-off) ends the attempt.
const KEY = 'gg:payment-attempt';

interface StoredAttempt {
  key: string;
  /** What the attempt pays for: a different amount or method is a different attempt. */
  fingerprint: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): StoredAttempt | null {
  try {
    const raw = storage()?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredAttempt>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string' ? { key: parsed.key, fingerprint: parsed.fingerprint } : null;
  } catch {
    return null;
  }
}

export function attemptFingerprint(parts: { collectionGuid: string; method: number; total: number }): string {
  return `${parts.collectionGuid}|${parts.method}|${parts.total}`;
}

/** The key of the unfinished attempt with this fingerprint, or a new key for a new attempt. */
export function attemptKeyFor(fingerprint: string): string {
  const stored = read();
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = crypto.randomUUID();
  try {
    storage()?.setItem(KEY, JSON.stringify({ key, fingerprint } satisfies StoredAttempt));
  } catch {
    // Without storage the key still covers retries made from memory within this page.
  }
  return key;
}

/** The attempt on this collection that was started and has had no final answer, if any. */
export function unfinishedAttempt(collectionGuid: string): (StoredAttempt & { method: number }) | null {
  const stored = read();
  if (stored === null || !stored.fingerprint.startsWith(`${collectionGuid}|`)) return null;
  return { ...stored, method: Number(stored.fingerprint.split('|')[1]) };
}

/** Ends the attempt: the next payment is a new attempt with a new key. */
export function finishAttempt(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // ignore
  }
}
