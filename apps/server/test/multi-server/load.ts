import { randomUUID } from 'node:crypto';
import { paymentBody } from '../payments-app';

/** How the client ended each payment: what it was told, after however many tries. */
export type PaymentOutcome = {
  key: string;
  net: number;
  /** succeeded / failed: the server's answer; gave_up: no answer within the client's patience. */
  told: 'succeeded' | 'failed' | 'gave_up';
  tries: number;
  /** When (ms from the client's start) each retried try was answered by a dead or draining server. */
  retriedAt: number[];
  detail?: string;
};

export type SigningOutcome = { marker: string; acknowledged: boolean; detail?: string };

export type LoadFigures = {
  requests: number;
  /** Each try answered by a dead or draining server, or a payment not confirmed yet: when and why. */
  retries: { atMs: number; reason: string }[];
  /** Signatures whose answer never came or was a dead server's. */
  unacknowledged: number;
  payments: PaymentOutcome[];
  signings: SigningOutcome[];
  /** Every payment's key from its first try on, before it has an outcome. */
  started: string[];
};

/** What a client retries with the same Idempotency-Key: the proxy or a server could not answer. */
const RETRYABLE = new Set([502, 503, 504]);
const PATIENCE_MS = 45_000;

type Answer = { status: number; json: Record<string, unknown> | null } | { error: string };

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      // nginx's own error pages are HTML.
    }
    return { status: res.status, json };
  } catch (error) {
    return { error: (error as Error).cause ? String((error as Error).cause) : (error as Error).message };
  }
}

export type LoadTarget = {
  proxy: string;
  collectionId: number;
  /** The group card the signers write on. */
  signCollection: string;
  cardToken: string;
};

/**
 * A browser-like client through the proxy. Each payment is a new attempt with its own
 * Idempotency-Key, sent again with that same key while the answer is a dead server's or "not
 * confirmed yet". A signature is not retried: a message has no key, so the client only knows what
 * was acknowledged. Every try is counted; nothing is asserted here.
 */
export function loadClient(target: LoadTarget) {
  const figures: LoadFigures = {
    requests: 0,
    retries: [],
    unacknowledged: 0,
    payments: [],
    signings: [],
    started: [],
  };
  let n = 0;
  const started = Date.now();

  /** `firstTo`: the server the first try goes to, past the proxy; retries always go through it. */
  const pay = async (cardToken: string, firstTo?: string): Promise<PaymentOutcome> => {
    const key = randomUUID();
    figures.started.push(key);
    const net = 1000 + ((n += 1) % 40) * 25;
    const body = paymentBody(target.collectionId, { net }, { checkOutToken: cardToken });
    const outcome: PaymentOutcome = { key, net, told: 'gave_up', tries: 0, retriedAt: [] };
    const deadline = Date.now() + PATIENCE_MS;
    while (Date.now() < deadline) {
      outcome.tries += 1;
      figures.requests += 1;
      const base = outcome.tries === 1 && firstTo ? firstTo : target.proxy;
      const answer = await post(`${base}/api/checkout/ProcessCheckout`, body, {
        'idempotency-key': key,
      });
      if ('error' in answer || RETRYABLE.has(answer.status)) {
        const reason = 'error' in answer ? 'connection error' : `HTTP ${answer.status}`;
        figures.retries.push({ atMs: Date.now() - started, reason });
        outcome.retriedAt.push(Date.now() - started);
        outcome.detail =
          'error' in answer ? answer.error : `HTTP ${answer.status} ${JSON.stringify(answer.json)}`;
        // Backing off as a payment page does: an unconfirmed payment waits for reconciliation.
        await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** outcome.tries)));
        continue;
      }
      const success =
        answer.status === 200 && answer.json?.success === true && answer.json.successCode === 10000;
      outcome.told = success ? 'succeeded' : 'failed';
      outcome.detail = success ? undefined : `HTTP ${answer.status} ${JSON.stringify(answer.json)}`;
      break;
    }
    figures.payments.push(outcome);
    return outcome;
  };

  const sign = async (): Promise<void> => {
    const marker = `multi-server ${randomUUID()}`;
    figures.requests += 1;
    const answer = await post(`${target.proxy}/api/groupcard/StoreGroupCard`, {
      collection: target.signCollection,
      from: 'Load Signer',
      comment: marker,
    });
    const acknowledged =
      !('error' in answer) && answer.status === 200 && typeof answer.json?.editToken === 'string';
    if (!acknowledged) figures.unacknowledged += 1;
    figures.signings.push({
      marker,
      acknowledged,
      ...(acknowledged ? {} : { detail: 'error' in answer ? answer.error : `HTTP ${answer.status}` }),
    });
  };

  return {
    figures,
    /** The keys of payments started and not yet answered for good. */
    unanswered: (): string[] => {
      const done = new Set(figures.payments.map((p) => p.key));
      return figures.started.filter((key) => !done.has(key));
    },
    /** Milliseconds since the client started, on the clock its retries are logged with. */
    now: () => Date.now() - started,
    /** `workers` loops, each paying and signing in turn, until `running()` says stop. */
    run: async (workers: number, running: () => boolean): Promise<void> => {
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (running()) {
            await pay(target.cardToken);
            await sign();
          }
        }),
      );
    },
    /** `count` payments at once with this card token (a slow one keeps them in flight). */
    burst: (count: number, cardToken: string, firstTo?: string): Promise<PaymentOutcome[]> =>
      Promise.all(Array.from({ length: count }, () => pay(cardToken, firstTo))),
  };
}
