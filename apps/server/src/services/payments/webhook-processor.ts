import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { findPaymentForEvent, type PaymentRow } from '../../db/repositories/payments-repository';
import {
  insertWebhookEventOnce,
  markWebhookEventProcessed,
} from '../../db/repositories/webhook-events-repository';
import type { ProviderName, WebhookEvent } from '../../payment-providers/provider';
import { recordDispute } from '../disputes/record-dispute';
import type { PaymentService } from './payment-service';

/** provider_webhook_events.provider: SPEC §9 ids for the real providers, 0 for the sandbox. */
export const WEBHOOK_PROVIDER_IDS: Record<ProviderName, number> = {
  sandbox: 0,
  checkout: 1,
  stripe: 2,
  paypal: 3,
};

/**
 * Webhooks are stored once and answered at once; the work runs after the answer. What an event
 * changes is read back from the provider, so a duplicate or an event that overtook a newer one
 * settles the payment the same way, and the ledger only ever moves forward.
 */
export class WebhookProcessor {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: AppDatabase,
    private readonly payments: PaymentService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns whether the event was new. */
  async accept(provider: ProviderName, event: WebhookEvent): Promise<boolean> {
    const { inserted, id } = await insertWebhookEventOnce(this.db, {
      provider: WEBHOOK_PROVIDER_IDS[provider],
      eventId: event.id,
      type: event.providerType,
      payload: event.payload ?? {},
    });
    if (inserted && id !== null) {
      const run = this.process(id, event, provider).finally(() => this.running.delete(run));
      this.running.add(run);
    }
    return inserted;
  }

  /** Resolves when every accepted event has been processed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async process(id: number, event: WebhookEvent, provider: ProviderName): Promise<void> {
    // Let the acknowledgement go out first.
    await new Promise((resolve) => setImmediate(resolve));
    let error: string | null = null;
    try {
      // A contributor's chargeback (decision 136): held, then released or lost, in the ledger.
      if (event.dispute) await recordDispute(this.db, WEBHOOK_PROVIDER_IDS[provider], event.dispute);
      if (event.type !== 'other' && event.providerPaymentId) {
        // A payment whose answer was lost has no provider id yet; the event still carries our own
        // reference (the payment guid we sent as reference / metadata), which finds it.
        const row = await findPaymentForEvent(this.db, event.providerPaymentId, referenceCandidates(event.payload));
        if (row && !alreadySettledAs(row, event)) await this.payments.refresh(row);
      }
    } catch (cause) {
      // Reconciliation settles the payment later; the event is kept with the reason.
      error = cause instanceof Error ? cause.message : String(cause);
      this.log.warn({ err: cause, event: event.id }, 'webhook processing failed');
    }
    await markWebhookEventProcessed(this.db, id, error).catch(() => undefined);
  }
}

/**
 * The event reports the state the row already has: whoever settled it (usually the request that
 * started the payment) did the whole settle, so the webhook neither asks the provider again nor opens
 * a transaction; the row it read is the one cheap look. Any other state is read back from the provider.
 */
function alreadySettledAs(row: PaymentRow, event: WebhookEvent): boolean {
  return event.type !== 'other' && `payment.${row.status}` === event.type;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE_KEYS = new Set(['reference', 'payment', 'custom_id', 'invoice_id']);

/** UUID values under reference-like keys anywhere in the event (bounded walk). */
export function referenceCandidates(payload: unknown, depth = 0, found: string[] = []): string[] {
  if (depth > 6 || payload === null || typeof payload !== 'object') return found;
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    if (typeof value === 'string' && REFERENCE_KEYS.has(key) && UUID.test(value) && !found.includes(value))
      found.push(value);
    else if (typeof value === 'object') referenceCandidates(value, depth + 1, found);
  }
  return found;
}
