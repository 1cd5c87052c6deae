import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  cardBrandOf,
  ProviderRequestError,
  type CardBrand,
  type ClientConfig,
  type CompleteActionInput,
  type CreatePaymentInput,
  type HttpHeaders,
  type PaymentProvider,
  type PaymentResult,
  type RefundInput,
  type RefundResult,
  type WebhookEvent,
  type WebhookEventType,
} from '../provider';
import { afterCall, beforeCall } from './call-faults';
import { decidePayment, fingerprintOf, type DecideContext } from './decide-payment';
import { SandboxDisputes } from './disputes';
import { emitPaymentEvent, eventFromBody } from './events';
import { FaultInjector, type FaultSettings } from './faults';
import { answerPayPal, answerThreeDs, type PageAnswerContext, type PayPalDecision, type ThreeDsOutcome } from './page-answers';
import { SandboxRefunds } from './refunds';
import { InMemorySandboxStore, type SandboxPayment, type SandboxStore, type SandboxTokenizedCard } from './store';
import { tokeniseCard, tokeniseWallet, validateCard, type CardDetails, type CardFieldErrors } from './tokens';
import type { WalletAvailability } from './wallets';
import { SANDBOX_SIGNATURE_HEADER, verifySignature } from './webhook-signature';
import { WebhookDispatcher, type WebhookOptions } from './webhooks';

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

// Our ids are `pay_sbx_<hex>` and the like: printable ASCII, never long.
const PAYMENT_ID = /^[\x21-\x7e]{1,100}$/;

/**
 * The built-in provider (DESIGN §4). This class is the provider interface and the entry point of
 * what its own pages do; each job lives in its own file: the outcome of a new payment
 * (decide-payment.ts), refunds (refunds.ts), the 3-D Secure and PayPal pages' answers
 * (page-answers.ts), events and webhooks (events.ts, webhooks.ts), fault knobs (faults.ts,
 * call-faults.ts), card tokens (tokens.ts) and its own state (store.ts).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly store: SandboxStore;
  readonly faults: FaultInjector;
  readonly webhooks: WebhookDispatcher;
  private wallets: WalletAvailability;
  private readonly pagesBaseUrl: string;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly refunds: SandboxRefunds;
  /** Test and demo disputes (decision 136): raised and resolved through `/control/disputes`. */
  readonly disputes: SandboxDisputes;

  constructor(options: SandboxProviderOptions = {}) {
    this.store = options.store ?? new InMemorySandboxStore();
    this.pagesBaseUrl = (options.pagesBaseUrl ?? '/sandbox-provider').replace(/\/$/, '');
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? ((ms) => delay(ms).then(() => undefined));
    const random = options.random ?? Math.random;
    this.faults = new FaultInjector(options.faults, random);
    this.webhooks = new WebhookDispatcher(options.webhooks ?? { secret: 'whsec_sandbox' }, { now: this.now, random, sleep: this.sleep });
    this.wallets = { applePay: true, googlePay: true, ...options.wallets };
    this.disputes = new SandboxDisputes({ store: this.store, now: this.now, webhooks: this.webhooks });
    this.refunds = new SandboxRefunds({
      store: this.store,
      now: this.now,
      mustFind: (id) => this.mustFind(id),
      emit: (payment, type) => this.emit(payment, type),
    });
  }

  // ── PaymentProvider ──────────────────────────────────────────────────────────

  async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new ProviderRequestError('invalid_request', 'amountCents must be a positive integer');
    }
    if (!input.idempotencyKey) throw new ProviderRequestError('invalid_request', 'An idempotency key is required');
    const fault = await beforeCall(this.faults, this.sleep);
    const fingerprint = fingerprintOf(input);
    const candidate = await decidePayment(this.decideContext(), input, fingerprint);
    const { inserted, payment } = await this.store.insertPayment(candidate);
    if (!inserted && payment.fingerprint !== fingerprint) {
      throw new ProviderRequestError('idempotency_conflict', 'This idempotency key was used for a different payment', 409);
    }
    if (inserted) await this.emit(payment);
    await afterCall(this.faults, this.sleep, fault);
    return toResult(payment);
  }

  /** A hash of the test card's number (as a real provider's fingerprint is); the number never leaves the sandbox. */
  async cardFingerprint(token: string): Promise<string | null> {
    const instrument = await this.store.findInstrument(token);
    if (!instrument || instrument.kind !== 'card') return null;
    return `sbxfp_${createHash('sha256').update(`sandbox-card:${instrument.cardNumber}`).digest('hex').slice(0, 32)}`;
  }

  async getPayment(providerPaymentId: string): Promise<PaymentResult> {
    await afterCall(this.faults, this.sleep, await beforeCall(this.faults, this.sleep));
    return toResult(await this.mustFind(providerPaymentId));
  }

  async completeAction(input: CompleteActionInput): Promise<PaymentResult> {
    const fault = await beforeCall(this.faults, this.sleep);
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
    await afterCall(this.faults, this.sleep, fault);
    return toResult(payment);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const fault = await beforeCall(this.faults, this.sleep);
    const result = await this.refunds.refund(input);
    await afterCall(this.faults, this.sleep, fault);
    return result;
  }

  async verifyWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<WebhookEvent> {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifySignature(this.webhooks.secret, body, Array.isArray(header) ? header[0] : header, this.now());
    return eventFromBody(body);
  }

  /** The scheme the hosted fields recorded when they tokenised the card (tokens.ts). */
  async cardBrand(token: string): Promise<CardBrand | undefined> {
    const instrument = await this.store.findInstrument(token);
    return instrument?.kind === 'card' ? cardBrandOf(instrument.scheme) : undefined;
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

  // ── What the provider's own pages do (sandbox/pages.ts) ──────────────────────

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
  answerThreeDs(paymentId: string, outcome: ThreeDsOutcome): Promise<string | undefined> {
    return answerThreeDs(this.pageAnswerContext(), paymentId, outcome);
  }

  /** The PayPal approval page's answer; returns where to send the payer. */
  answerPayPal(paymentId: string, decision: PayPalDecision): Promise<string | undefined> {
    return answerPayPal(this.pageAnswerContext(), paymentId, decision);
  }

  // ── Internals ────────────────────────────────────────────────────────────────

  private decideContext(): DecideContext {
    return { store: this.store, now: this.now, sleep: this.sleep, pagesBaseUrl: this.pagesBaseUrl };
  }

  private pageAnswerContext(): PageAnswerContext {
    return {
      store: this.store,
      now: this.now,
      findPayment: (id) => this.findPayment(id),
      emit: (payment) => this.emit(payment),
    };
  }

  private async mustFind(id: string): Promise<SandboxPayment> {
    const payment = await this.store.findPayment(id);
    if (!payment) throw new ProviderRequestError('not_found', `No such payment: ${id}`, 404);
    return payment;
  }

  private emit(payment: SandboxPayment, type?: WebhookEventType): Promise<void> {
    return emitPaymentEvent({ store: this.store, now: this.now, webhooks: this.webhooks }, payment, type);
  }
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

