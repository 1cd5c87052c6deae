import { SANDBOX_SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

export interface WebhookDelivery {
  eventId: string;
  /** The exact bytes that were signed; the receiver must verify these, not re-serialised JSON. */
  body: string;
  headers: Record<string, string>;
  /** 1 for the first try of a copy, 2 for its first retry … */
  attempt: number;
  /** 1 for the original, 2 for a duplicate the provider sent on its own. */
  copy: number;
}

/** Transport to the app's webhook endpoint (an HTTP POST, or `app.inject` in tests). */
export type WebhookSender = (delivery: WebhookDelivery) => Promise<{ status: number }>;

export interface WebhookOptions {
  secret: string;
  sender?: WebhookSender;
  /** Tries per copy before giving up (a 2xx answer stops it). */
  maxAttempts?: number;
  /** First retry delay; each further retry doubles it, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Probability that an event is delivered twice. */
  duplicateRate?: number;
  /** Each copy waits a random 0..jitter ms before its first try, so events can overtake each other. */
  reorderJitterMs?: number;
}

export interface DeliveryLogEntry {
  eventId: string;
  copy: number;
  attempt: number;
  status: number | 'error';
}

interface Dependencies {
  now: () => Date;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Delivers signed events the way real providers do: at least once, retried with exponential
 * backoff, sometimes twice, not necessarily in order. Receivers must dedupe by event id and
 * never let an older event undo a newer state.
 */
export class WebhookDispatcher {
  private readonly pending = new Set<Promise<void>>();
  private readonly log: DeliveryLogEntry[] = [];
  private options: WebhookOptions;

  constructor(
    options: WebhookOptions,
    private readonly deps: Dependencies,
  ) {
    this.options = options;
  }

  configure(options: Partial<WebhookOptions>): void {
    this.options = { ...this.options, ...options };
  }

  get secret(): string {
    return this.options.secret;
  }

  dispatch(eventId: string, body: string): void {
    if (!this.options.sender) return;
    const duplicateRate = this.options.duplicateRate ?? 0;
    const copies = duplicateRate > 0 && this.deps.random() < duplicateRate ? 2 : 1;
    for (let copy = 1; copy <= copies; copy += 1) {
      const run = this.deliver(eventId, body, copy).finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Resolves when every delivery in flight (including retries) has finished; for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  deliveries(): DeliveryLogEntry[] {
    return [...this.log];
  }

  private async deliver(eventId: string, body: string, copy: number): Promise<void> {
    const sender = this.options.sender;
    if (!sender) return;
    const jitter = this.options.reorderJitterMs ?? 0;
    if (jitter > 0) await this.deps.sleep(Math.floor(this.deps.random() * jitter));
    const maxAttempts = this.options.maxAttempts ?? 6;
    const base = this.options.backoffMs ?? 500;
    const cap = this.options.maxBackoffMs ?? 60_000;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      // Signed at each attempt, as real providers do, so the timestamp stays within tolerance.
      const headers = {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.options.secret, body, this.deps.now()),
      };
      let status: number | 'error';
      try {
        status = (await sender({ eventId, body, headers, attempt, copy })).status;
      } catch {
        status = 'error';
      }
      this.log.push({ eventId, copy, attempt, status });
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      if (attempt < maxAttempts) await this.deps.sleep(Math.min(cap, base * 2 ** (attempt - 1)));
    }
  }
}

/** Posts each delivery to the app's webhook URL; a slow receiver counts as a failed attempt. */
export function httpWebhookSender(url: string, timeoutMs = 10_000): WebhookSender {
  return async (delivery) => {
    const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status };
  };
}
