/**
 * Organisers' own connected accounts (issue 33, decision 165): before a first bank withdrawal the
 * organiser is onboarded at the payout provider (hosted onboarding: identity, tax number, bank account),
 * and withdrawals leave from that account. The provider owns the identity checks; we keep only the
 * account id, its status and the names of the requirements still due.
 */

import type { Market } from '@groupgift/domain';
import type { HttpHeaders } from './provider';

export type ConnectedAccountProviderName = 'sandbox' | 'stripe';

/** `pending`: details still to give or being checked. `verified`: payouts enabled. `restricted`: payouts stopped until something due is given. */
export type ConnectedAccountStatus = 'pending' | 'verified' | 'restricted';

export interface ConnectedAccountState {
  accountId: string;
  status: ConnectedAccountStatus;
  /** The provider's names of what is still due (`individual.id_number`, `external_account` …). */
  requirementsDue: string[];
  disabledReason: string | null;
}

export interface ConnectedAccountEvent {
  /** The event's id: a redelivery is recognised by it and changes nothing. */
  id: string;
  providerType: string;
  createdAt: Date;
  /** The account as the event describes it; absent for events about anything else. */
  account?: ConnectedAccountState;
  payload: unknown;
}

export interface CreateConnectedAccountInput {
  /** Derived from the organiser and the market, so a retry (or a second tab) finds the same account. */
  idempotencyKey: string;
  country: Market;
  email: string;
}

export interface OnboardingLinkInput {
  accountId: string;
  /** Where the provider sends the organiser back when onboarding is left or finished (from PUBLIC_URL). */
  returnUrl: string;
  /** Where it sends them when the link has expired, to ask for a new one. */
  refreshUrl: string;
}

export interface ConnectedAccountProvider {
  readonly name: ConnectedAccountProviderName;
  createAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccountState>;
  /** A single-use hosted onboarding link; a new one every time (they expire within minutes). */
  onboardingLink(input: OnboardingLinkInput): Promise<string>;
  getAccount(accountId: string): Promise<ConnectedAccountState>;
  /** Checks the signature over the raw body; throws `WebhookSignatureError` when wrong. */
  verifyAccountWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<ConnectedAccountEvent>;
}
