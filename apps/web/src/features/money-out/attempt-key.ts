/**
 * One idempotency key per redeem attempt. The attempt is the request the person confirmed: its key is
 * made when they reach the confirm step, kept through a double click, a dropped connection or a server
 * error (so trying again can only find the first redemption), and dropped once the server has answered
 * for good or the details change (a changed request is a new attempt).
 */
export class AttemptKey {
  private key: string | null = null;

  /** The current attempt's key, made on first use. */
  current(): string {
    this.key ??= crypto.randomUUID();
    return this.key;
  }

  /** The next request is a new attempt. */
  reset(): void {
    this.key = null;
  }
}

/** Answers that settle an attempt: anything but no answer at all, a server fault or a timeout. */
export function settlesAttempt(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
