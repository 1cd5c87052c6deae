import { withReturnParams } from '../provider';
import type { SandboxPayment, SandboxStore } from './store';

export type ThreeDsOutcome = 'complete' | 'fail';
export type PayPalDecision = 'approve' | 'cancel';

export type PageAnswerContext = {
  store: SandboxStore;
  now: () => Date;
  findPayment: (id: string) => Promise<SandboxPayment | undefined>;
  emit: (payment: SandboxPayment) => Promise<void>;
};

/** The 3-D Secure challenge answer; returns where to send the payer. Settles at most once. */
export async function answerThreeDs(
  ctx: PageAnswerContext,
  paymentId: string,
  outcome: ThreeDsOutcome,
): Promise<string | undefined> {
  const payment = await ctx.findPayment(paymentId);
  if (!payment || payment.challenge !== '3ds') return undefined;
  const patch: Partial<SandboxPayment> =
    outcome === 'complete'
      ? { status: 'succeeded', action: undefined, updatedAt: ctx.now() }
      : {
          status: 'failed',
          action: undefined,
          failure: { code: 'authentication_failed', message: '3-D Secure authentication failed' },
          updatedAt: ctx.now(),
        };
  const updated = await ctx.store.updatePayment(paymentId, 'requires_action', patch);
  if (updated) await ctx.emit(updated);
  const final = updated ?? payment;
  return returnUrlFor(final.status === 'succeeded' ? final.returnUrls.success : final.returnUrls.failure, final.id);
}

/** The PayPal approval page's answer; returns where to send the payer. */
export async function answerPayPal(
  ctx: PageAnswerContext,
  paymentId: string,
  decision: PayPalDecision,
): Promise<string | undefined> {
  const payment = await ctx.findPayment(paymentId);
  if (!payment || payment.method !== 'paypal') return undefined;
  const cancelUrl = payment.returnUrls.cancel ?? payment.returnUrls.failure;
  if (payment.status !== 'requires_action') {
    return returnUrlFor(payment.status === 'failed' ? cancelUrl : payment.returnUrls.success, payment.id);
  }
  if (payment.approvedAt) return returnUrlFor(payment.returnUrls.success, payment.id);
  if (decision === 'approve') {
    await ctx.store.updatePayment(paymentId, 'requires_action', { approvedAt: ctx.now(), updatedAt: ctx.now() });
    return returnUrlFor(payment.returnUrls.success, payment.id);
  }
  const cancelled = await ctx.store.updatePayment(paymentId, 'requires_action', {
    status: 'failed',
    action: undefined,
    failure: { code: 'approval_cancelled', message: 'The payer cancelled the PayPal approval' },
    updatedAt: ctx.now(),
  });
  if (cancelled) await ctx.emit(cancelled);
  return returnUrlFor(cancelUrl, payment.id);
}

function returnUrlFor(url: string, paymentId: string): string {
  return withReturnParams(url, { payment_id: paymentId });
}
