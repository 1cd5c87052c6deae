import { ProviderRequestError, type DisputeEvent } from '../provider';
import type { SandboxPayment, SandboxStore } from './store';
import { newId } from './tokens';
import type { WebhookDispatcher } from './webhooks';

/**
 * The sandbox's disputes (decision 136): a test or the demo raises one against a succeeded payment and
 * later resolves it won or lost; each step is a signed webhook like the sandbox's payment events, so the
 * app's dispute handling runs end to end. Reached only through `/control/disputes` (SANDBOX_CONTROLS).
 */

export const SANDBOX_DISPUTE_EVENTS = ['dispute.created', 'dispute.closed'] as const;

/** What a sandbox dispute event's `data.dispute` holds. */
export interface SandboxDispute {
  id: string;
  paymentId: string;
  reference: string | null;
  amountCents: number;
  feeCents: number;
  currency: string;
  reason: string;
  status: DisputeEvent['status'];
}

export interface RaiseDisputeInput {
  /** The sandbox payment id (`pay_sbx_…`) or the reference the app sent with it (its payment guid). */
  payment: string;
  /** Defaults to the whole payment. */
  amountCents?: number;
  /** The provider's dispute fee; defaults to $15.00 as a card network's would be. */
  feeCents?: number;
  reason?: string;
}

export const SANDBOX_DISPUTE_FEE_CENTS = 1500;

type DisputeContext = { store: SandboxStore; now: () => Date; webhooks: WebhookDispatcher };

export class SandboxDisputes {
  constructor(private readonly ctx: DisputeContext) {}

  /** Opens a dispute of a succeeded payment and sends `dispute.created`. */
  async raise(input: RaiseDisputeInput): Promise<SandboxDispute> {
    const payment = await this.findPayment(input.payment);
    if (!payment || payment.status !== 'succeeded') {
      throw new ProviderRequestError('not_found', 'No succeeded sandbox payment has this id or reference', 404);
    }
    const amountCents = input.amountCents ?? payment.amountCents;
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > payment.amountCents) {
      throw new ProviderRequestError('invalid_request', 'A dispute is for at most the payment’s amount', 422);
    }
    const dispute: SandboxDispute = {
      id: newId('dp_sbx'),
      paymentId: payment.id,
      reference: payment.reference ?? null,
      amountCents,
      feeCents: input.feeCents ?? SANDBOX_DISPUTE_FEE_CENTS,
      currency: payment.currency,
      reason: input.reason ?? 'fraudulent',
      status: 'open',
    };
    await this.emit('dispute.created', dispute);
    return dispute;
  }

  /** Resolves an open dispute won or lost and sends `dispute.closed`. */
  async resolve(disputeId: string, outcome: 'won' | 'lost'): Promise<SandboxDispute> {
    const current = await this.find(disputeId);
    if (!current) throw new ProviderRequestError('not_found', 'No sandbox dispute has this id', 404);
    if (current.status !== 'open') throw new ProviderRequestError('invalid_request', `This dispute was already ${current.status}`, 409);
    const resolved = { ...current, status: outcome };
    await this.emit('dispute.closed', resolved);
    return resolved;
  }

  /** The dispute as its latest event left it. */
  async find(disputeId: string): Promise<SandboxDispute | undefined> {
    let found: SandboxDispute | undefined;
    for (const event of await this.ctx.store.listEvents()) {
      if (!(SANDBOX_DISPUTE_EVENTS as readonly string[]).includes(event.type)) continue;
      const dispute = (JSON.parse(event.body) as { data: { dispute: SandboxDispute } }).data.dispute;
      if (dispute.id === disputeId) found = dispute;
    }
    return found;
  }

  private async findPayment(idOrReference: string): Promise<SandboxPayment | undefined> {
    return (await this.ctx.store.findPayment(idOrReference)) ?? (await this.ctx.store.listPayments()).find((p) => p.reference === idOrReference);
  }

  private async emit(type: (typeof SANDBOX_DISPUTE_EVENTS)[number], dispute: SandboxDispute): Promise<void> {
    const created = this.ctx.now();
    const id = newId('evt_sbx');
    const body = JSON.stringify({ id, type, created: created.getTime(), data: { id: dispute.paymentId, reference: dispute.reference, dispute } });
    await this.ctx.store.appendEvent({ id, type, paymentId: dispute.paymentId, createdAt: created, body });
    this.ctx.webhooks.dispatch(id, body);
  }
}

/** A delivered sandbox dispute event's dispute, as the provider interface's. */
export function sandboxDisputeEvent(type: string, data: unknown): DisputeEvent | undefined {
  if (!(SANDBOX_DISPUTE_EVENTS as readonly string[]).includes(type)) return undefined;
  const dispute = (data as { dispute?: SandboxDispute } | null)?.dispute;
  if (!dispute) return undefined;
  return {
    providerDisputeId: dispute.id,
    providerPaymentId: dispute.paymentId,
    ourReferences: dispute.reference ? [dispute.reference] : [],
    amountCents: dispute.amountCents,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    feeCents: dispute.feeCents,
  };
}
