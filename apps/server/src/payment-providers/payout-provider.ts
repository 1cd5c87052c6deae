/**
 * The one payout interface (issue 15): money leaving to a bank account, a PayPal account or a gift card.
 * Like `PaymentProvider`, every call carries an idempotency key that the provider honours, so a retry after
 * a timeout or a lost answer returns the first outcome and never pays twice; the ledger
 * (`services/redemptions/`) calls these, never the other way round.
 *
 * Bank numbers are handed to the provider once (`createBankDestination`) and never stored by us: we keep
 * the destination id it answers and the last 4 digits. A payout then names that destination, so
 * reconciliation can repeat the payout call with the same key without the numbers.
 *
 * Errors follow `provider.ts`: a refusal of the payout is a result (`status: 'failed'`), `ProviderError`
 * means the outcome is unknown (keep the redemption processing, retry with the same key, or let
 * reconciliation do it), `ProviderRequestError` means the request is wrong.
 */

import type { BankDetails, GiftCardBrand, Market } from '@groupgift/domain';
import type { Currency, HttpHeaders } from './provider';

export type PayoutProviderName = 'sandbox' | 'stripe' | 'paypal' | 'tremendous';

export interface BankDestinationInput {
  /** Derived from the redemption's key (`<key>:destination`), so a retry finds the same destination. */
  idempotencyKey: string;
  accountHolderName: string;
  bank: BankDetails;
  currency: Currency;
  /** The organiser's own connected account the bank account is added to (decision 165). */
  connectedAccountId?: string;
}

export interface BankDestination {
  destinationId: string;
  /** Last 4 digits of the account number, to show ("Bank ••••6789"). */
  last4: string;
}

export type PayoutDestination = { kind: 'bank'; destinationId: string } | { kind: 'paypal'; email: string };

export interface CreatePayoutInput {
  idempotencyKey: string;
  /** What the redeemer receives (the redemption's amount − fee). */
  amountCents: number;
  currency: Currency;
  destination: PayoutDestination;
  /** Our redemption guid, shown in the provider's dashboard and echoed in webhooks. */
  reference: string;
  /** The organiser's own connected account the payout leaves from (decision 165). */
  connectedAccountId?: string;
}

/**
 * `pending`: accepted, not yet at the bank (ask later, or wait for the webhook). `paid`: arrived.
 * `failed`: refused (closed account, name mismatch …) — nothing left us. `returned`: paid, then sent back.
 */
export type PayoutStatus = 'pending' | 'paid' | 'failed' | 'returned';

export type PayoutFailureCode = 'account_closed' | 'name_mismatch' | 'invalid_account' | 'declined' | 'processing_error';

export interface PayoutResult {
  providerPayoutId: string;
  status: PayoutStatus;
  amountCents: number;
  currency: Currency;
  failure?: { code: PayoutFailureCode; message: string; providerCode?: string };
}

export interface IssueGiftCardInput {
  idempotencyKey: string;
  amountCents: number;
  currency: Currency;
  reference: string;
  /** The catalogue brand (the provider's product id), issue 33; the sandbox issues any. */
  productId?: string;
}

export interface GiftCardResult {
  providerGiftCardId: string;
  status: 'issued' | 'failed';
  /** The code and PIN are secrets of the card's holder: shown to the redeemer, mailed, never logged. */
  code: string;
  pin: string;
  balanceCents: number;
  currency: Currency;
  /** Where the card is opened, when the provider hands out a link rather than a bare code (Tremendous). */
  redeemUrl?: string;
  failure?: { code: PayoutFailureCode; message: string };
}

export type PayoutWebhookEventType = 'payout.paid' | 'payout.failed' | 'payout.returned' | 'other';

/** A correctly signed payout event that cannot be stored once: it has no event id. */
export class PayoutEventError extends Error {
  override name = 'PayoutEventError';
}

/**
 * The event's id, which stores it once (a redelivery is recognised by it). An event without one
 * could be applied again on every delivery, so it is refused rather than accepted.
 */
export function payoutEventId(id: unknown): string {
  if (typeof id !== 'string' || id.trim() === '') throw new PayoutEventError('The payout event has no id');
  return id;
}

export interface PayoutWebhookEvent {
  id: string;
  type: PayoutWebhookEventType;
  providerType: string;
  providerPayoutId?: string;
  createdAt: Date;
  /** The failure, for `payout.failed` / `payout.returned`. */
  failure?: PayoutResult['failure'];
  payload: unknown;
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Which redemption methods this provider serves. */
  readonly methods: readonly ('bank' | 'paypal' | 'gift_card')[];
  createBankDestination(input: BankDestinationInput): Promise<BankDestination>;
  createPayout(input: CreatePayoutInput): Promise<PayoutResult>;
  /** `connectedAccountId`: the account the payout left from, when it was an organiser's own. */
  getPayout(providerPayoutId: string, connectedAccountId?: string): Promise<PayoutResult>;
  issueGiftCard(input: IssueGiftCardInput): Promise<GiftCardResult>;
  getGiftCard(providerGiftCardId: string): Promise<GiftCardResult>;
  /** The gift-card brands offered in a market (issue 33); only providers that serve `gift_card`. */
  giftCardBrands?(market: Market): Promise<GiftCardBrand[]>;
  /** Checks the signature over the raw body; throws `WebhookSignatureError` when wrong. */
  verifyPayoutWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<PayoutWebhookEvent>;
}
