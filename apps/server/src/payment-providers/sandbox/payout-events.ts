import { payoutEventId, type PayoutWebhookEvent, type PayoutWebhookEventType } from '../payout-provider';
import type { SandboxPayout, SandboxPayoutFailure, SandboxPayoutStore } from './payout-store';
import { newId } from './tokens';
import type { WebhookDispatcher } from './webhooks';

const eventTypes = new Set<PayoutWebhookEventType>(['payout.paid', 'payout.failed', 'payout.returned']);

type EventContext = { store: SandboxPayoutStore; now: () => Date; webhooks: WebhookDispatcher };

/**
 * Records a payout's new state as an event and hands it to the webhook dispatcher. A pending payout
 * sends nothing: the events are the ones a ledger acts on (paid, failed, returned).
 */
export async function emitPayoutEvent(ctx: EventContext, payout: SandboxPayout): Promise<void> {
  if (payout.status === 'pending') return;
  const created = ctx.now();
  const id = newId('evt_sbx');
  const type = `payout.${payout.status}`;
  const body = JSON.stringify({
    id,
    type,
    created: created.getTime(),
    data: {
      id: payout.id,
      object: 'payout',
      status: payout.status,
      amountCents: payout.amountCents,
      currency: payout.currency,
      destination: payout.destination.kind,
      reference: payout.reference,
      idempotencyKey: payout.idempotencyKey,
      failure: payout.failure ?? null,
    },
  });
  await ctx.store.appendEvent({ id, type, paymentId: payout.id, createdAt: created, body });
  ctx.webhooks.dispatch(id, body);
}

/** A delivered payout event's body (its signature already checked) as the payout interface's event. */
export function payoutEventFromBody(body: string): PayoutWebhookEvent {
  const parsed = JSON.parse(body) as { id?: unknown; type: string; created: number; data?: { id?: string; failure?: SandboxPayoutFailure | null } };
  const type = eventTypes.has(parsed.type as PayoutWebhookEventType) ? (parsed.type as PayoutWebhookEventType) : 'other';
  return {
    id: payoutEventId(parsed.id),
    type,
    providerType: parsed.type,
    ...(parsed.data?.id ? { providerPayoutId: parsed.data.id } : {}),
    createdAt: new Date(parsed.created),
    ...(parsed.data?.failure ? { failure: { ...parsed.data.failure } } : {}),
    payload: parsed,
  };
}
