import { MARKET_CURRENCY, PAYMENT_METHOD } from '@groupgift/domain';
import { Counter, Histogram } from 'prom-client';
import type { PaymentRow } from '../db/repositories/payments-repository';
import type { RedemptionRow } from '../db/repositories/redemptions-repository';

/*
 * Metrics counted where something happens (decision 153). They live once per process, not per app:
 * a payment's outcome is recorded deep in the ledger code, which should not carry a registry through
 * every call, and production runs one app per process. Each app's /metrics registry takes these
 * beside its own gauges (metrics-plugin.ts). Tests that build several apps in one process read deltas.
 */

/** Outcomes a payment is counted at: the final ones, each reached exactly once (settle-payment.ts). */
const COUNTED_PAYMENT_OUTCOMES = new Set(['succeeded', 'failed', 'refunded']);

export const paymentOutcomes = new Counter({
  name: 'groupgift_payments_total',
  help: 'Payments that reached a final state, counted once each as the change commits (decision 153)',
  labelNames: ['outcome', 'method', 'market', 'provider', 'kind'] as const,
  registers: [],
});

export const redemptionOutcomes = new Counter({
  name: 'groupgift_redemptions_total',
  help: 'Redemptions (payouts, gift cards) that reached paid, failed or returned, counted once each as the change commits',
  labelNames: ['outcome', 'method', 'market', 'provider'] as const,
  registers: [],
});

export const providerCallSeconds = new Histogram({
  name: 'groupgift_provider_call_duration_seconds',
  help: 'Calls to the payment and payout providers (real ones, or the sandbox), by provider and operation',
  labelNames: ['provider', 'kind', 'operation', 'result'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [],
});

export const providerCallErrors = new Counter({
  name: 'groupgift_provider_call_errors_total',
  help: 'Provider calls that threw, by error type: ProviderError (outcome unknown), ProviderRequestError (refused) or other',
  labelNames: ['provider', 'kind', 'operation', 'error'] as const,
  registers: [],
});

export const httpRequestSeconds = new Histogram({
  name: 'groupgift_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
});

export const redisCommands = new Counter({
  name: 'groupgift_redis_commands_total',
  help: 'Commands sent to Redis, by result (ok or error; an error includes Redis being away)',
  labelNames: ['result'] as const,
  registers: [],
});

export const jobRuns = new Counter({
  name: 'groupgift_job_runs_total',
  help: 'Runs of the interval jobs (outbox, reconciliation, scheduled deliveries …) by job and result',
  labelNames: ['job', 'result'] as const,
  registers: [],
});

export const EVENT_METRICS = [
  paymentOutcomes,
  redemptionOutcomes,
  providerCallSeconds,
  providerCallErrors,
  httpRequestSeconds,
  redisCommands,
  jobRuns,
] as const;

const METHOD_NAMES: Record<number, string> = {
  [PAYMENT_METHOD.CREDIT_CARD]: 'card',
  [PAYMENT_METHOD.AMERICAN_EXPRESS]: 'amex',
  [PAYMENT_METHOD.PAYPAL]: 'paypal',
  [PAYMENT_METHOD.DIRECT_TRANSFER]: 'direct_transfer',
  [PAYMENT_METHOD.APPLE_PAY]: 'apple_pay',
  [PAYMENT_METHOD.GOOGLE_PAY]: 'google_pay',
  [PAYMENT_METHOD.PAYPAL_DIRECT]: 'paypal_direct',
};

/** SPEC §9 provider ids, for a row whose provider exchange is missing. */
const PROVIDER_NAMES: Record<number, string> = { 1: 'checkout', 2: 'stripe', 3: 'paypal' };

const marketOf = (currency: string) =>
  Object.entries(MARKET_CURRENCY).find(([, code]) => code === currency)?.[0] ?? 'unknown';

/**
 * A payment's move to `row.status`, once its transaction has committed. The provider is the adapter
 * that was called (the sandbox when it stood in), from the exchange the row keeps.
 */
export function countPaymentOutcome(row: PaymentRow): void {
  if (!COUNTED_PAYMENT_OUTCOMES.has(row.status)) return;
  const exchange = row.providerResponse as { provider?: unknown } | null;
  const provider = typeof exchange?.provider === 'string' ? exchange.provider : (PROVIDER_NAMES[row.provider] ?? 'unknown');
  paymentOutcomes.inc({
    outcome: row.status,
    method: METHOD_NAMES[row.paymentMethod] ?? 'unknown',
    market: marketOf(row.currency),
    provider,
    kind: row.kind,
  });
}

/** A redemption's move to paid, failed or returned, once its transaction has committed. */
export function countRedemptionOutcome(row: RedemptionRow): void {
  redemptionOutcomes.inc({ outcome: row.status, method: row.method, market: marketOf(row.currency), provider: row.provider });
}
