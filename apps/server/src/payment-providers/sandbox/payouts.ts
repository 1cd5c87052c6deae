import { setTimeout as delay } from 'node:timers/promises';
import type { GiftCardBrand, Market } from '@groupgift/domain';
import type {
  BankDestination,
  BankDestinationInput,
  CreatePayoutInput,
  GiftCardResult,
  IssueGiftCardInput,
  PayoutProvider,
  PayoutResult,
  PayoutWebhookEvent,
} from '../payout-provider';
import { ProviderRequestError, type HttpHeaders } from '../provider';
import { afterCall, beforeCall } from './call-faults';
import { FaultInjector, type FaultSettings } from './faults';
import { emitPayoutEvent, payoutEventFromBody } from './payout-events';
import {
  BANK_FAILURES,
  bankBehaviour,
  destinationFingerprint,
  giftCardFingerprint,
  newGiftCardSecrets,
  payoutFingerprint,
  payPalFailure,
  validAmount,
  validBank,
  validPayPalEmail,
} from './payout-rules';
import { InMemorySandboxPayoutStore, type SandboxGiftCard, type SandboxPayout, type SandboxPayoutStore } from './payout-store';
import { newId } from './tokens';
import { sandboxGiftCardBrands } from './gift-card-catalogue';
import { SANDBOX_SIGNATURE_HEADER, verifySignature } from './webhook-signature';
import { WebhookDispatcher, type WebhookOptions } from './webhooks';

export interface SandboxPayoutOptions {
  store?: SandboxPayoutStore;
  /** Its own dispatcher (payout events go to the payout webhook endpoint), same scheme and retries as payments. */
  webhooks?: WebhookOptions;
  /** The payment sandbox's injector, to share its knobs (and `/control/faults`), or settings of its own. */
  faults?: FaultInjector | Partial<FaultSettings>;
  /** "A little later": when a returning payout comes back, and a later-paying one is paid (default 2 s). */
  laterMs?: number;
  now?: () => Date;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const ID = /^[\x21-\x7e]{1,100}$/;
const conflict = () => new ProviderRequestError('idempotency_conflict', 'This idempotency key was used for a different request', 409);

/**
 * The built-in provider's payouts (issue 15): bank destinations, bank and PayPal payouts, gift cards.
 * Every call is idempotent on its key, suffers the same fault knobs as payments (a 503 before the
 * work; a timeout or a lost answer after it), and payouts send signed webhooks. The test accounts
 * are in payout-rules.ts and the README.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;
  readonly methods = ['bank', 'paypal', 'gift_card'] as const;
  readonly store: SandboxPayoutStore;
  readonly faults: FaultInjector;
  readonly webhooks: WebhookDispatcher;
  private readonly laterMs: number;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly scheduled = new Set<Promise<void>>();

  constructor(options: SandboxPayoutOptions = {}) {
    this.store = options.store ?? new InMemorySandboxPayoutStore();
    this.now = options.now ?? (() => new Date());
    // Unreferenced: a scheduled return must not keep a test or a stopping server alive.
    this.sleep = options.sleep ?? ((ms) => delay(ms, undefined, { ref: false }));
    this.laterMs = options.laterMs ?? 2000;
    const random = options.random ?? Math.random;
    this.faults = options.faults instanceof FaultInjector ? options.faults : new FaultInjector(options.faults, random);
    this.webhooks = new WebhookDispatcher(options.webhooks ?? { secret: 'whsec_sandbox' }, { now: this.now, random, sleep: this.sleep });
  }

  async createBankDestination(input: BankDestinationInput): Promise<BankDestination> {
    const bank = validBank(input);
    if (!input.idempotencyKey) throw new ProviderRequestError('invalid_request', 'An idempotency key is required', 400);
    const fault = await beforeCall(this.faults, this.sleep);
    const fingerprint = destinationFingerprint(input, bank);
    const { destination } = await this.store.insertDestination({
      id: newId('ba_sbx'),
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      country: bank.country,
      currency: input.currency,
      last4: bank.accountNumber.slice(-4),
      behaviour: bankBehaviour(bank),
      createdAt: this.now(),
    });
    if (destination.fingerprint !== fingerprint) throw conflict();
    await afterCall(this.faults, this.sleep, fault);
    return { destinationId: destination.id, last4: destination.last4 };
  }

  async createPayout(input: CreatePayoutInput): Promise<PayoutResult> {
    validAmount(input.amountCents);
    if (!input.idempotencyKey) throw new ProviderRequestError('invalid_request', 'An idempotency key is required', 400);
    const fault = await beforeCall(this.faults, this.sleep);
    const fingerprint = payoutFingerprint(input);
    const { inserted, payout } = await this.store.insertPayout(await this.decidePayout(input, fingerprint));
    if (payout.fingerprint !== fingerprint) throw conflict();
    let current = payout;
    if (inserted) {
      await this.emit(payout);
      if (payout.next) this.schedule(payout.id);
    } else {
      current = await this.settleDue(payout, false);
    }
    await afterCall(this.faults, this.sleep, fault);
    return toPayoutResult(current);
  }

  async getPayout(providerPayoutId: string): Promise<PayoutResult> {
    const fault = await beforeCall(this.faults, this.sleep);
    const payout = ID.test(providerPayoutId) ? await this.store.findPayout(providerPayoutId) : undefined;
    if (!payout) throw new ProviderRequestError('not_found', `No such payout: ${providerPayoutId}`, 404);
    // A change due while no timer ran (the process restarted) happens now, with its webhook.
    const current = await this.settleDue(payout, false);
    await afterCall(this.faults, this.sleep, fault);
    return toPayoutResult(current);
  }

  async issueGiftCard(input: IssueGiftCardInput): Promise<GiftCardResult> {
    validAmount(input.amountCents);
    if (!input.idempotencyKey) throw new ProviderRequestError('invalid_request', 'An idempotency key is required', 400);
    const fault = await beforeCall(this.faults, this.sleep);
    const fingerprint = giftCardFingerprint(input);
    const { giftCard } = await this.store.insertGiftCard({
      id: newId('gc_sbx'),
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      ...newGiftCardSecrets(),
      amountCents: input.amountCents,
      balanceCents: input.amountCents,
      currency: input.currency,
      reference: input.reference,
      createdAt: this.now(),
    });
    if (giftCard.fingerprint !== fingerprint) throw conflict();
    await afterCall(this.faults, this.sleep, fault);
    return toGiftCardResult(giftCard);
  }

  /** The offline sample brands (issue 33): the demo and tests choose a named card without a network. */
  async giftCardBrands(market: Market): Promise<GiftCardBrand[]> {
    return sandboxGiftCardBrands(market);
  }

  async getGiftCard(providerGiftCardId: string): Promise<GiftCardResult> {
    const fault = await beforeCall(this.faults, this.sleep);
    const giftCard = ID.test(providerGiftCardId) ? await this.store.findGiftCard(providerGiftCardId) : undefined;
    if (!giftCard) throw new ProviderRequestError('not_found', `No such gift card: ${providerGiftCardId}`, 404);
    await afterCall(this.faults, this.sleep, fault);
    return toGiftCardResult(giftCard);
  }

  async verifyPayoutWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<PayoutWebhookEvent> {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifySignature(this.webhooks.secret, body, Array.isArray(header) ? header[0] : header, this.now());
    return payoutEventFromBody(body);
  }

  /** Resolves when every scheduled change and every webhook delivery has finished; for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.scheduled.size > 0) await Promise.allSettled([...this.scheduled]);
    await this.webhooks.idle();
  }

  // ── Internals ────────────────────────────────────────────────────────────────

  /** The outcome of a new payout, from the destination's test account or the PayPal email. */
  private async decidePayout(input: CreatePayoutInput, fingerprint: string): Promise<SandboxPayout> {
    const now = this.now();
    const base: SandboxPayout = {
      id: newId('po_sbx'),
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      amountCents: input.amountCents,
      currency: input.currency,
      destination: { ...input.destination },
      reference: input.reference,
      status: 'paid',
      createdAt: now,
      updatedAt: now,
    };
    const later = new Date(now.getTime() + this.laterMs);
    if (input.destination.kind === 'paypal') {
      const email = validPayPalEmail(input.destination.email);
      const failure = payPalFailure(email);
      return failure ? { ...base, status: 'failed', failure } : base;
    }
    const destination = ID.test(input.destination.destinationId) ? await this.store.findDestination(input.destination.destinationId) : undefined;
    if (!destination) throw new ProviderRequestError('not_found', `No such bank destination: ${input.destination.destinationId}`, 404);
    if (destination.currency !== input.currency) {
      throw new ProviderRequestError('invalid_request', `This bank account takes ${destination.currency}, not ${input.currency}`, 400);
    }
    switch (destination.behaviour) {
      case 'account_closed':
        return { ...base, status: 'failed', failure: BANK_FAILURES.account_closed };
      case 'name_mismatch':
        return { ...base, status: 'failed', failure: BANK_FAILURES.name_mismatch };
      case 'returns':
        return { ...base, next: { status: 'returned', failure: BANK_FAILURES.returned }, nextAt: later };
      case 'pays_later':
        return { ...base, status: 'pending', next: { status: 'paid' }, nextAt: later };
      case 'pays':
        return base;
    }
  }

  /** Applies the payout's scheduled change once it is due (or now, when its timer fired). */
  private async settleDue(payout: SandboxPayout, timerFired: boolean): Promise<SandboxPayout> {
    const now = this.now();
    if (!payout.next || (!timerFired && payout.nextAt && payout.nextAt > now)) return payout;
    const updated = await this.store.updatePayout(payout.id, payout.status, {
      status: payout.next.status,
      failure: payout.next.failure,
      next: undefined,
      nextAt: undefined,
      updatedAt: now,
    });
    if (updated) {
      await this.emit(updated);
      return updated;
    }
    return (await this.store.findPayout(payout.id)) ?? payout;
  }

  private schedule(id: string): void {
    const run: Promise<void> = this.sleep(this.laterMs)
      .then(async () => {
        const payout = await this.store.findPayout(id);
        if (payout) await this.settleDue(payout, true);
      })
      // The store may be closed by then (a stopping server): the next read settles it instead.
      .catch(() => undefined)
      .finally(() => this.scheduled.delete(run));
    this.scheduled.add(run);
  }

  private emit(payout: SandboxPayout): Promise<void> {
    return emitPayoutEvent({ store: this.store, now: this.now, webhooks: this.webhooks }, payout);
  }
}

function toPayoutResult(payout: SandboxPayout): PayoutResult {
  return {
    providerPayoutId: payout.id,
    status: payout.status,
    amountCents: payout.amountCents,
    currency: payout.currency,
    ...(payout.failure ? { failure: { ...payout.failure } } : {}),
  };
}

function toGiftCardResult(card: SandboxGiftCard): GiftCardResult {
  return {
    providerGiftCardId: card.id,
    status: 'issued',
    code: card.code,
    pin: card.pin,
    balanceCents: card.balanceCents,
    currency: card.currency,
  };
}
