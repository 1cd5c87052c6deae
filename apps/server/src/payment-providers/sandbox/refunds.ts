import type { PaymentStatus, RefundInput, RefundResult, WebhookEventType } from '../provider';
import type { SandboxPayment, SandboxStore } from './store';
import { newId } from './tokens';

type RefundContext = {
  store: SandboxStore;
  now: () => Date;
  mustFind: (id: string) => Promise<SandboxPayment>;
  emit: (payment: SandboxPayment, type?: WebhookEventType) => Promise<void>;
};

/**
 * The sandbox's refunds: one row per idempotency key (a repeated key answers the first refund),
 * never more than what is left of the payment.
 */
export class SandboxRefunds {
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly ctx: RefundContext) {}

  /** Refunds of one payment run one at a time so two partial refunds cannot exceed the amount. */
  refund(input: RefundInput): Promise<RefundResult> {
    const previous = this.locks.get(input.providerPaymentId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.refundNow(input));
    this.locks.set(input.providerPaymentId, run);
    return run;
  }

  private async refundNow(input: RefundInput): Promise<RefundResult> {
    const { store, now } = this.ctx;
    const payment = await this.ctx.mustFind(input.providerPaymentId);
    const remaining = payment.amountCents - payment.refundedCents;
    const amount = input.amountCents ?? remaining;
    const { inserted, refund } = await store.insertRefund({
      id: newId('re_sbx'),
      idempotencyKey: input.idempotencyKey,
      paymentId: payment.id,
      amountCents: amount,
      status: payment.status === 'succeeded' && amount > 0 && amount <= remaining ? 'succeeded' : 'failed',
      createdAt: now(),
    });
    if (inserted && refund.status === 'succeeded') {
      const refundedCents = payment.refundedCents + amount;
      const status: PaymentStatus = refundedCents >= payment.amountCents ? 'refunded' : 'succeeded';
      const updated = await store.updatePayment(payment.id, 'succeeded', { refundedCents, status, updatedAt: now() });
      if (updated) await this.ctx.emit(updated, 'payment.refunded');
    }
    return { providerRefundId: refund.id, status: refund.status, amountCents: refund.amountCents };
  }
}
