import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  ProviderError,
  ProviderRequestError,
  withReturnParams,
  type ClientConfig,
  type CompleteActionInput,
  type CreatePaymentInput,
  type HttpHeaders,
  type PaymentFailure,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStatus,
  type RefundInput,
  type RefundResult,
  type WebhookEvent,
  type WebhookEventType,
} from '../provider';
import { FaultInjector, type FaultKind, type FaultSettings } from './faults';
import { InMemorySandboxStore, type SandboxInstrument, type SandboxPayment, type SandboxStore } from './store';
import { behaviourOf } from './test-cards';
import { newId, tokeniseCard, tokeniseWallet, validateCard, type CardDetails, type CardFieldErrors, type SandboxTokenizedCard } from './tokens';
import { SANDBOX_SIGNATURE_HEADER, verifySignature } from './webhook-signature';
import { WebhookDispatcher, type WebhookOptions } from './webhooks';

export interface WalletAvailability {
  applePay: boolean;
  googlePay: boolean;
}

export interface SandboxProviderOptions {
  /** Where `sandbox/pages.ts` is mounted, as the browser reaches it (absolute URL or a path). */
  pagesBaseUrl?: string;
  store?: SandboxStore;
  webhooks?: WebhookOptions;
  faults?: Partial<FaultSettings>;
  wallets?: Partial<WalletAvailability>;
  now?: () => Date;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The "security … status code 400" decline (SPEC §8): forced by this name or an amount ending .13. */
export const SECURITY_DECLINE_NAME = 'SECURITY DECLINE';
export const SECURITY_DECLINE_CENTS = 13;
/** The "collection-suspended" answer (SPEC §8): forced by this name or an amount ending .14. */
export const COLLECTION_SUSPENDED_NAME = 'COLLECTION SUSPENDED';
export const COLLECTION_SUSPENDED_CENTS = 14;

/**
 * A payment that takes this long at the provider (forced by this name), so a test can look at the app
 * while one payment is still open without slowing every other payment as the latency knob would.
 */
export const SLOW_PROVIDER_NAME = 'SLOW PROVIDER';
export const SLOW_PROVIDER_MS = 6000;

export const SECURITY_DECLINE_MESSAGE = 'Payment declined by security checks: Request failed with status code 400';

/** Cards the simulated wallet sheets offer; the second lets a test see a wallet decline. */
export const WALLET_CARDS = [
  { number: '4242424242424242', label: 'Visa •••• 4242' },
  { number: '4000000000000002', label: 'Visa •••• 0002 (declined)' },
] as const;

export type ThreeDsOutcome = 'complete' | 'fail';
export type PayPalDecision = 'approve' | 'cancel';

// Our ids are `pay_sbx_<hex>` and the like: printable ASCII, never long.
const PAYMENT_ID = /^[\x21-\x7e]{1,100}$/;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly store: SandboxStore;
  readonly faults: FaultInjector;
  readonly webhooks: WebhookDispatcher;
  private wallets: WalletAvailability;
  private readonly pagesBaseUrl: string;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly refundLocks = new Map<string, Promise<unknown>>();

  constructor(options: SandboxProviderOptions = {}) {
    this.store = options.store ?? new InMemorySandboxStore();
    this.pagesBaseUrl = (options.pagesBaseUrl ?? '/sandbox-provider').replace(/\/$/, '');
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? ((ms) => delay(ms).then(() => undefined));
    const random = options.random ?? Math.random;
    this.faults = new FaultInjector(options.faults, random);
    this.webhooks = new WebhookDispatcher(options.webhooks ?? { secret: 'whsec_sandbox' }, { now: this.now, random, sleep: this.sleep });
    this.wallets = { applePay: true, googlePay: true, ...options.wallets };
  }

  // ── PaymentProvider ──────────────────────────────────────────────────────────

  async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new ProviderRequestError('invalid_request', 'amountCents must be a positive integer');
    }
    if (!input.idempotencyKey) throw new ProviderRequestError('invalid_request', 'An idempotency key is required');
    const fault = await this.beforeCall();
    const fingerprint = fingerprintOf(input);
    const candidate = await this.decide(input, fingerprint);
    const { inserted, payment } = await this.store.insertPayment(candidate);
    if (!inserted && payment.fingerprint !== fingerprint) {
      throw new ProviderRequestError('idempotency_conflict', 'This idempotency key was used for a different payment', 409);
    }
    if (inserted) await this.emit(payment);
    await this.afterCall(fault);
    return toResult(payment);
  }

  async getPayment(providerPaymentId: string): Promise<PaymentResult> {
    await this.afterCall(await this.beforeCall());
    return toResult(await this.mustFind(providerPaymentId));
  }

  async completeAction(input: CompleteActionInput): Promise<PaymentResult> {
    const fault = await this.beforeCall();
    let payment = await this.mustFind(input.providerPaymentId);
    // PayPal: approval only authorises; the merchant's capture moves the money.
    if (payment.method === 'paypal' && payment.status === 'requires_action' && payment.approvedAt) {
      const captured = await this.store.updatePayment(payment.id, 'requires_action', {
        status: 'succeeded',
        action: undefined,
        updatedAt: this.now(),
      });
      if (captured) await this.emit(captured);
      payment = captured ?? (await this.mustFind(payment.id));
    }
    await this.afterCall(fault);
    return toResult(payment);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const fault = await this.beforeCall();
    // Refunds of one payment run one at a time so two partial refunds cannot exceed the amount.
    const previous = this.refundLocks.get(input.providerPaymentId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.refundNow(input));
    this.refundLocks.set(input.providerPaymentId, run);
    const result = await run;
    await this.afterCall(fault);
    return result;
  }

  async verifyWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<WebhookEvent> {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifySignature(this.webhooks.secret, body, Array.isArray(header) ? header[0] : header, this.now());
    const parsed = JSON.parse(body) as { id: string; type: string; created: number; data: { id: string } };
    return {
      id: parsed.id,
      type: eventTypes.has(parsed.type as WebhookEventType) ? (parsed.type as WebhookEventType) : 'other',
      providerType: parsed.type,
      providerPaymentId: parsed.data.id,
      createdAt: new Date(parsed.created),
      payload: parsed,
    };
  }

  clientConfig(): ClientConfig {
    return {
      provider: 'sandbox',
      publishableKey: 'pk_sandbox',
      hostedFieldsUrl: `${this.pagesBaseUrl}/hosted-fields`,
      walletSheetUrls: {
        applePay: `${this.pagesBaseUrl}/wallet/apple-pay`,
        googlePay: `${this.pagesBaseUrl}/wallet/google-pay`,
      },
      wallets: { ...this.wallets },
      environment: 'test',
    };
  }

  // ── What the provider's own pages do ─────────────────────────────────────────

  /** The JSON tokenise endpoint behind the hosted fields. */
  async tokenise(card: CardDetails): Promise<{ ok: true; tokenizedCard: SandboxTokenizedCard } | { ok: false; errors: CardFieldErrors }> {
    const now = this.now();
    const errors = validateCard(card, now);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const instrument = tokeniseCard(card, now);
    await this.store.saveInstrument(instrument);
    return { ok: true, tokenizedCard: instrument.tokenizedCard as SandboxTokenizedCard };
  }

  /** What the simulated wallet sheet returns when the person pays; undefined when the wallet is off. */
  async createWalletToken(wallet: 'apple_pay' | 'google_pay', cardNumber: string): Promise<string | undefined> {
    if (!this.walletAvailable(wallet)) return undefined;
    const instrument = tokeniseWallet(wallet, cardNumber, this.now());
    await this.store.saveInstrument(instrument);
    return instrument.token;
  }

  walletAvailable(wallet: 'apple_pay' | 'google_pay'): boolean {
    return wallet === 'apple_pay' ? this.wallets.applePay : this.wallets.googlePay;
  }

  setWalletAvailability(wallets: Partial<WalletAvailability>): void {
    this.wallets = { ...this.wallets, ...wallets };
  }

  async findPayment(id: string): Promise<SandboxPayment | undefined> {
    // The id comes from a page's path: what we never hand out (NUL, spaces, 3 kB) is simply not found.
    return PAYMENT_ID.test(id) ? this.store.findPayment(id) : undefined;
  }

  /** The 3-D Secure challenge answer; returns where to send the payer. Settles at most once. */
  async answerThreeDs(paymentId: string, outcome: ThreeDsOutcome): Promise<string | undefined> {
    const payment = await this.findPayment(paymentId);
    if (!payment || payment.challenge !== '3ds') return undefined;
    const patch: Partial<SandboxPayment> =
      outcome === 'complete'
        ? { status: 'succeeded', action: undefined, updatedAt: this.now() }
        : {
            status: 'failed',
            action: undefined,
            failure: { code: 'authentication_failed', message: '3-D Secure authentication failed' },
            updatedAt: this.now(),
          };
    const updated = await this.store.updatePayment(paymentId, 'requires_action', patch);
    if (updated) await this.emit(updated);
    const final = updated ?? payment;
    return returnUrlFor(final.status === 'succeeded' ? final.returnUrls.success : final.returnUrls.failure, final.id);
  }

  /** The PayPal approval page's answer; returns where to send the payer. */
  async answerPayPal(paymentId: string, decision: PayPalDecision): Promise<string | undefined> {
    const payment = await this.findPayment(paymentId);
    if (!payment || payment.method !== 'paypal') return undefined;
    const cancelUrl = payment.returnUrls.cancel ?? payment.returnUrls.failure;
    if (payment.status !== 'requires_action') {
      return returnUrlFor(payment.status === 'failed' ? cancelUrl : payment.returnUrls.success, payment.id);
    }
    if (payment.approvedAt) return returnUrlFor(payment.returnUrls.success, payment.id);
    if (decision === 'approve') {
      await this.store.updatePayment(paymentId, 'requires_action', { approvedAt: this.now(), updatedAt: this.now() });
      return returnUrlFor(payment.returnUrls.success, payment.id);
    }
    const cancelled = await this.store.updatePayment(paymentId, 'requires_action', {
      status: 'failed',
      action: undefined,
      failure: { code: 'approval_cancelled', message: 'The payer cancelled the PayPal approval' },
      updatedAt: this.now(),
    });
    if (cancelled) await this.emit(cancelled);
    return returnUrlFor(cancelUrl, payment.id);
  }

  // ── Internals ────────────────────────────────────────────────────────────────

  private async refundNow(input: RefundInput): Promise<RefundResult> {
    const payment = await this.mustFind(input.providerPaymentId);
    const remaining = payment.amountCents - payment.refundedCents;
    const amount = input.amountCents ?? remaining;
    const { inserted, refund } = await this.store.insertRefund({
      id: newId('re_sbx'),
      idempotencyKey: input.idempotencyKey,
      paymentId: payment.id,
      amountCents: amount,
      status: payment.status === 'succeeded' && amount > 0 && amount <= remaining ? 'succeeded' : 'failed',
      createdAt: this.now(),
    });
    if (inserted && refund.status === 'succeeded') {
      const refundedCents = payment.refundedCents + amount;
      const status: PaymentStatus = refundedCents >= payment.amountCents ? 'refunded' : 'succeeded';
      const updated = await this.store.updatePayment(payment.id, 'succeeded', { refundedCents, status, updatedAt: this.now() });
      if (updated) await this.emit(updated, 'payment.refunded');
    }
    return { providerRefundId: refund.id, status: refund.status, amountCents: refund.amountCents };
  }

  private async beforeCall(): Promise<FaultKind | undefined> {
    const settings = this.faults.current();
    if (settings.latencyMs > 0) await this.sleep(settings.latencyMs);
    const fault = this.faults.draw();
    if (fault === 'server_error') throw new ProviderError('unavailable', 'Sandbox answered 503 Service Unavailable', 503);
    return fault;
  }

  /** Faults that strike after the work is done: the caller never learns the outcome. */
  private async afterCall(fault: FaultKind | undefined): Promise<void> {
    if (fault === 'timeout') {
      await this.sleep(this.faults.current().timeoutMs);
      throw new ProviderError('timeout', 'Sandbox did not answer in time');
    }
    if (fault === 'lost_response') throw new ProviderError('network', 'Connection reset before the sandbox answered');
  }

  private async mustFind(id: string): Promise<SandboxPayment> {
    const payment = await this.store.findPayment(id);
    if (!payment) throw new ProviderRequestError('not_found', `No such payment: ${id}`, 404);
    return payment;
  }

  /** Works out the outcome of a new payment. Pure apart from reading the instrument (and the slow name's wait). */
  private async decide(input: CreatePaymentInput, fingerprint: string): Promise<SandboxPayment> {
    const now = this.now();
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
      instrument = await this.store.findInstrument(token);
      if (!instrument || instrument.kind !== input.source.method || instrument.expiresAt <= now) {
        return fail({ code: 'invalid_token', message: 'The payment token is unknown, expired or of another kind' });
      }
      base.card = { scheme: instrument.scheme, last4: instrument.last4 };
    }

    const names = [instrument?.cardholderName ?? '', `${input.customer.firstName ?? ''} ${input.customer.lastName ?? ''}`].map((n) =>
      n.trim().toUpperCase(),
    );
    if (names.includes(SLOW_PROVIDER_NAME)) await this.sleep(SLOW_PROVIDER_MS);
    const cents = input.amountCents % 100;
    if (names.includes(SECURITY_DECLINE_NAME) || cents === SECURITY_DECLINE_CENTS) {
      return fail({ code: 'security_decline', message: SECURITY_DECLINE_MESSAGE, providerCode: '400' });
    }
    if (names.includes(COLLECTION_SUSPENDED_NAME) || cents === COLLECTION_SUSPENDED_CENTS) {
      return fail({ code: 'collection_suspended', message: 'collection-suspended' });
    }

    if (input.source.method === 'paypal') {
      return { ...base, status: 'requires_action', challenge: 'approval', action: { type: 'approval', redirectUrl: `${this.pagesBaseUrl}/paypal/approve/${id}` } };
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
        return { ...base, status: 'requires_action', challenge: '3ds', action: { type: '3ds', redirectUrl: `${this.pagesBaseUrl}/3ds/${id}` } };
      case 'succeed':
        return base;
    }
  }

  private async emit(payment: SandboxPayment, type: WebhookEventType = `payment.${payment.status}` as WebhookEventType): Promise<void> {
    const created = this.now();
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
    await this.store.appendEvent({ id, type, paymentId: payment.id, createdAt: created, body });
    this.webhooks.dispatch(id, body);
  }
}

const eventTypes = new Set<WebhookEventType>(['payment.succeeded', 'payment.failed', 'payment.requires_action', 'payment.pending', 'payment.refunded']);

function returnUrlFor(url: string, paymentId: string): string {
  return withReturnParams(url, { payment_id: paymentId });
}

function toResult(payment: SandboxPayment): PaymentResult {
  return {
    status: payment.status,
    providerPaymentId: payment.id,
    amountCents: payment.amountCents,
    currency: payment.currency,
    ...(payment.action ? { action: { ...payment.action } } : {}),
    ...(payment.failure ? { failure: { ...payment.failure } } : {}),
    ...(payment.card ? { card: { ...payment.card } } : {}),
  };
}

/** What makes two requests "the same payment" for idempotency, as Stripe compares parameters. */
function fingerprintOf(input: CreatePaymentInput): string {
  const source = input.source.method === 'card' ? input.source.token : input.source.method === 'paypal' ? 'paypal' : input.source.walletToken;
  return createHash('sha256').update(JSON.stringify([input.amountCents, input.currency, input.source.method, source])).digest('hex');
}

export function createSandboxProvider(options: SandboxProviderOptions = {}): SandboxProvider {
  return new SandboxProvider(options);
}
