import Stripe from 'stripe';
import { ownValue, type Market } from '@groupgift/domain';
import type {
  BankDestination,
  BankDestinationInput,
  CreatePayoutInput,
  GiftCardResult,
  PayoutFailureCode,
  PayoutProvider,
  PayoutResult,
  PayoutWebhookEvent,
  PayoutWebhookEventType,
} from '../payout-provider';
import { payoutEventId } from '../payout-provider';
import { ProviderError, ProviderRequestError, type Currency, type HttpHeaders } from '../provider';
import { mapError as mapStripeError, stripeClient, verifiedStripeEvent } from './stripe-provider';

export interface StripePayoutConfig {
  secretKey: string;
  /**
   * One connected account for every payout (`acct_…`), the set-up before organisers had their own
   * (decision 165): serves its market only. Without it, payouts leave from each organiser's own
   * connected account, in both markets.
   */
  connectAccountId?: string | undefined;
  /** The market of `connectAccountId`'s country (default US). */
  market?: Market;
  /** Organisers have connected accounts of their own (decision 165): bank payouts in both markets. */
  onboarding?: boolean;
  /** The signing secret of the Connect webhook endpoint (events of connected accounts). */
  webhookSecret: string;
  /** Another API origin (a local HTTP double in tests); Stripe's own by default. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/**
 * Stripe Connect payouts: the platform holds the contributions; a redemption moves the money to the
 * connected account (`transfers.create`) and pays it out from there to the bank account created on it
 * (`payouts.create` with `stripeAccount`). Each write carries a key derived from ours, so a retry after
 * a timeout finds the first transfer and the first payout. Gift cards are not a Stripe product.
 */
export class StripePayoutProvider implements PayoutProvider {
  readonly name = 'stripe' as const;
  readonly methods = ['bank'] as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripePayoutConfig) {
    this.stripe = stripeClient(config);
  }

  /** The organiser's own account, else the one configured; neither: nobody to pay out from. */
  private accountFor(connectedAccountId: string | undefined): string {
    const account = connectedAccountId ?? this.config.connectAccountId;
    if (!account) throw new ProviderRequestError('unsupported', 'Bank payouts need a connected account: the organiser sets up payouts first');
    return account;
  }

  async createBankDestination(input: BankDestinationInput): Promise<BankDestination> {
    const { bank } = input;
    const account = this.accountFor(input.connectedAccountId);
    const market = input.connectedAccountId ? bank.country : (this.config.market ?? 'US');
    if (bank.country !== market) throw new ProviderRequestError('unsupported', `The connected account pays out to ${market} banks only, not ${bank.country}`);
    // Stripe's AU format takes the 6-digit BSB as the routing number; US takes the ABA routing number.
    const routing = bank.country === 'AU' ? bank.bsb : bank.routingNumber;
    try {
      const made = await this.stripe.accounts.createExternalAccount(
        account,
        {
          external_account: {
            object: 'bank_account',
            country: bank.country,
            currency: input.currency.toLowerCase(),
            account_holder_name: input.accountHolderName,
            account_holder_type: 'individual',
            routing_number: routing,
            account_number: bank.accountNumber,
          },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { destinationId: made.id, last4: made.last4 ?? bank.accountNumber.slice(-4) };
    } catch (error) {
      throw mapStripeError(error);
    }
  }

  async createPayout(input: CreatePayoutInput): Promise<PayoutResult> {
    if (input.destination.kind !== 'bank') throw new ProviderRequestError('unsupported', 'PayPal payouts go through the PayPal provider, not Stripe');
    const currency = input.currency.toLowerCase();
    const metadata = { reference: input.reference };
    const account = this.accountFor(input.connectedAccountId);
    try {
      // Separate charges and transfers: the platform (merchant of record) holds the contributions and
      // transfers the withdrawal to the organiser's account, which then pays it out to their bank.
      await this.stripe.transfers.create(
        { amount: input.amountCents, currency, destination: account, transfer_group: input.reference, metadata },
        { idempotencyKey: `${input.idempotencyKey}:transfer` },
      );
      const payout = await this.stripe.payouts.create(
        { amount: input.amountCents, currency, destination: input.destination.destinationId, metadata },
        { idempotencyKey: `${input.idempotencyKey}:payout`, stripeAccount: account },
      );
      return toPayoutResult(payout);
    } catch (error) {
      throw mapPayoutError(error);
    }
  }

  async getPayout(providerPayoutId: string, connectedAccountId?: string): Promise<PayoutResult> {
    try {
      const account = this.accountFor(connectedAccountId);
      return toPayoutResult(await this.stripe.payouts.retrieve(providerPayoutId, {}, { stripeAccount: account }));
    } catch (error) {
      throw mapStripeError(error);
    }
  }

  issueGiftCard(): Promise<GiftCardResult> {
    return Promise.reject(new ProviderRequestError('unsupported', 'Stripe does not issue gift cards'));
  }

  getGiftCard(): Promise<GiftCardResult> {
    return Promise.reject(new ProviderRequestError('unsupported', 'Stripe does not issue gift cards'));
  }

  async verifyPayoutWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<PayoutWebhookEvent> {
    const event = verifiedStripeEvent(this.stripe, rawBody, headers, this.config.webhookSecret);
    const object = event.data.object as { object?: string; id?: string };
    const payout = object.object === 'payout' ? (object as Stripe.Payout) : undefined;
    const type: PayoutWebhookEventType = ownValue(eventTypes, event.type) ?? 'other';
    const failure = payout && (type === 'payout.failed' || type === 'payout.returned') ? failureOf(payout) : undefined;
    return {
      id: payoutEventId(event.id),
      type,
      providerType: event.type,
      ...(payout?.id ? { providerPayoutId: payout.id } : {}),
      createdAt: new Date(event.created * 1000),
      ...(failure ? { failure } : {}),
      payload: event,
    };
  }
}

/*
 * Stripe has no "returned" event: a payout the bank sends back after `paid` turns `failed`
 * (payout.failed). The ledger treats a failure after paid as a return.
 */
const eventTypes: Partial<Record<string, PayoutWebhookEventType>> = {
  'payout.paid': 'payout.paid',
  'payout.failed': 'payout.failed',
  'payout.canceled': 'payout.failed',
};

/** Stripe's payout failure codes, in the interface's words. */
const failureCodes: Partial<Record<string, PayoutFailureCode>> = {
  account_closed: 'account_closed',
  account_frozen: 'account_closed',
  bank_account_restricted: 'account_closed',
  bank_ownership_changed: 'account_closed',
  incorrect_account_holder_name: 'name_mismatch',
  incorrect_account_holder_type: 'name_mismatch',
  incorrect_account_holder_address: 'name_mismatch',
  incorrect_account_holder_tax_id: 'name_mismatch',
  no_account: 'invalid_account',
  invalid_account_number: 'invalid_account',
  invalid_currency: 'invalid_account',
  unsupported_card: 'invalid_account',
  declined: 'declined',
  debit_not_authorized: 'declined',
};

function failureOf(payout: Stripe.Payout): NonNullable<PayoutResult['failure']> {
  if (payout.status === 'canceled') return { code: 'processing_error', message: 'The payout was cancelled', providerCode: 'canceled' };
  const providerCode = payout.failure_code ?? 'could_not_process';
  return { code: ownValue(failureCodes, providerCode) ?? 'processing_error', message: payout.failure_message ?? 'The bank refused the payout', providerCode };
}

function toPayoutResult(payout: Stripe.Payout): PayoutResult {
  const base = { providerPayoutId: payout.id, amountCents: payout.amount, currency: payout.currency.toUpperCase() as Currency };
  switch (payout.status) {
    case 'paid':
      return { ...base, status: 'paid' };
    case 'failed':
    case 'canceled':
      return { ...base, status: 'failed', failure: failureOf(payout) };
    default:
      // pending, in_transit: on its way to the bank; payout.paid or payout.failed tells the end.
      return { ...base, status: 'pending' };
  }
}

/**
 * The platform's balance cannot cover the transfer yet (contributions not yet available): nothing left
 * us, and a later retry with the same keys can succeed, so the outcome is "try again", not a failure.
 */
function mapPayoutError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'balance_insufficient') {
    return new ProviderError('unavailable', `Stripe: the platform balance cannot cover this payout yet (${error.message})`, error.statusCode, { cause: error });
  }
  return mapStripeError(error);
}
