import { createHash } from 'node:crypto';
import type { CreatePaymentInput, PaymentFailure } from '../provider';
import type { SandboxInstrument, SandboxPayment, SandboxStore } from './store';
import { behaviourOf } from './test-cards';
import { newId } from './tokens';

/** The "security … status code 400" decline (SPEC §8): forced by this name or an amount ending .13. */
const SECURITY_DECLINE_NAME = 'SECURITY DECLINE';
const SECURITY_DECLINE_CENTS = 13;
/** The "collection-suspended" answer (SPEC §8): forced by this name or an amount ending .14. */
const COLLECTION_SUSPENDED_NAME = 'COLLECTION SUSPENDED';
const COLLECTION_SUSPENDED_CENTS = 14;

/**
 * A payment that takes this long at the provider (forced by this name), so a test can look at the app
 * while one payment is still open without slowing every other payment as the latency knob would.
 */
const SLOW_PROVIDER_NAME = 'SLOW PROVIDER';
export const SLOW_PROVIDER_MS = 6000;

export const SECURITY_DECLINE_MESSAGE = 'Payment declined by security checks: Request failed with status code 400';

export type DecideContext = {
  store: SandboxStore;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** Where the challenge and approval pages are served, for the action's redirect URL. */
  pagesBaseUrl: string;
};

/**
 * Works out the outcome of a new payment: the test card's behaviour, a forced answer, or a 3-D
 * Secure / PayPal action. Pure apart from reading the instrument (and the slow name's wait).
 */
export async function decidePayment(
  ctx: DecideContext,
  input: CreatePaymentInput,
  fingerprint: string,
): Promise<SandboxPayment> {
  const now = ctx.now();
  const id = newId('pay_sbx');
  const base: SandboxPayment = {
    id,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    amountCents: input.amountCents,
    currency: input.currency,
    method: input.source.method,
    status: 'succeeded',
    customer: { ...input.customer },
    returnUrls: { ...input.returnUrls },
    reference: input.reference,
    metadata: { ...input.metadata },
    refundedCents: 0,
    createdAt: now,
    updatedAt: now,
  };
  const fail = (failure: PaymentFailure): SandboxPayment => ({ ...base, status: 'failed', failure });

  let instrument: SandboxInstrument | undefined;
  if (input.source.method !== 'paypal') {
    const token = input.source.method === 'card' ? input.source.token : input.source.walletToken;
    instrument = await ctx.store.findInstrument(token);
    if (!instrument || instrument.kind !== input.source.method || instrument.expiresAt <= now) {
      return fail({ code: 'invalid_token', message: 'The payment token is unknown, expired or of another kind' });
    }
    base.card = { scheme: instrument.scheme, last4: instrument.last4 };
  }

  const names = [instrument?.cardholderName ?? '', `${input.customer.firstName ?? ''} ${input.customer.lastName ?? ''}`].map((n) =>
    n.trim().toUpperCase(),
  );
  if (names.includes(SLOW_PROVIDER_NAME)) await ctx.sleep(SLOW_PROVIDER_MS);
  const cents = input.amountCents % 100;
  if (names.includes(SECURITY_DECLINE_NAME) || cents === SECURITY_DECLINE_CENTS) {
    return fail({ code: 'security_decline', message: SECURITY_DECLINE_MESSAGE, providerCode: '400' });
  }
  if (names.includes(COLLECTION_SUSPENDED_NAME) || cents === COLLECTION_SUSPENDED_CENTS) {
    return fail({ code: 'collection_suspended', message: 'collection-suspended' });
  }

  if (input.source.method === 'paypal') {
    return { ...base, status: 'requires_action', challenge: 'approval', action: { type: 'approval', redirectUrl: `${ctx.pagesBaseUrl}/paypal/approve/${id}` } };
  }

  const behaviour = behaviourOf(instrument?.cardNumber ?? '');
  switch (behaviour) {
    case 'decline':
      return fail({ code: 'card_declined', message: 'Your card was declined.', providerCode: 'do_not_honor' });
    case 'insufficient_funds':
      return fail({ code: 'insufficient_funds', message: 'Your card has insufficient funds.', providerCode: 'insufficient_funds' });
    case 'three_ds':
      // Wallet payments are already authenticated on the device, as with real Apple and Google Pay.
      if (input.source.method !== 'card') return base;
      return { ...base, status: 'requires_action', challenge: '3ds', action: { type: '3ds', redirectUrl: `${ctx.pagesBaseUrl}/3ds/${id}` } };
    case 'succeed':
      return base;
  }
}

/** What makes two requests "the same payment" for idempotency, as Stripe compares parameters. */
export function fingerprintOf(input: CreatePaymentInput): string {
  const source = input.source.method === 'card' ? input.source.token : input.source.method === 'paypal' ? 'paypal' : input.source.walletToken;
  return createHash('sha256').update(JSON.stringify([input.amountCents, input.currency, input.source.method, source])).digest('hex');
}
