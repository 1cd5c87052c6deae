import type { WebhookEvent, WebhookEventType } from '../provider';
import { sandboxDisputeEvent } from './disputes';
import type { SandboxPayment, SandboxStore } from './store';
import { newId } from './tokens';
import type { WebhookDispatcher } from './webhooks';

const eventTypes = new Set<WebhookEventType>(['payment.succeeded', 'payment.failed', 'payment.requires_action', 'payment.pending', 'payment.refunded']);

type EventContext = { store: SandboxStore; now: () => Date; webhooks: WebhookDispatcher };

/** Records the payment's new state as an event and hands it to the webhook dispatcher. */
export async function emitPaymentEvent(
  ctx: EventContext,
  payment: SandboxPayment,
  type: WebhookEventType = `payment.${payment.status}` as WebhookEventType,
): Promise<void> {
  const created = ctx.now();
  const id = newId('evt_sbx');
  const body = JSON.stringify({
    id,
    type,
    created: created.getTime(),
    data: {
      id: payment.id,
      status: payment.status,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      currency: payment.currency,
      method: payment.method,
      reference: payment.reference ?? null,
      idempotencyKey: payment.idempotencyKey,
      failure: payment.failure ?? null,
    },
  });
  await ctx.store.appendEvent({ id, type, paymentId: payment.id, createdAt: created, body });
  ctx.webhooks.dispatch(id, body);
}

function disputeOf(type: string, data: unknown): Pick<WebhookEvent, 'dispute'> {
  const dispute = sandboxDisputeEvent(type, data);
  return dispute ? { dispute } : {};
}

/** A delivered event's body (its signature already checked) as the provider interface's event. */
export function eventFromBody(body: string): WebhookEvent {
  const parsed = JSON.parse(body) as { id: string; type: string; created: number; data: { id: string } };
  return {
    id: parsed.id,
    type: eventTypes.has(parsed.type as WebhookEventType) ? (parsed.type as WebhookEventType) : 'other',
    providerType: parsed.type,
    providerPaymentId: parsed.data.id,
    createdAt: new Date(parsed.created),
    payload: parsed,
    ...disputeOf(parsed.type, parsed.data),
  };
}
