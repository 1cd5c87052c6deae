import type Stripe from 'stripe';
import type {
  ConnectedAccountEvent,
  ConnectedAccountProvider,
  ConnectedAccountState,
  ConnectedAccountStatus,
  CreateConnectedAccountInput,
  OnboardingLinkInput,
} from '../connected-accounts';
import { payoutEventId } from '../payout-provider';
import type { HttpHeaders } from '../provider';
import { mapError, stripeClient, verifiedStripeEvent } from './stripe-provider';

export interface StripeConnectedAccountsConfig {
  secretKey: string;
  /** The signing secret of the Connect webhook endpoint (`account.updated` of connected accounts). */
  webhookSecret: string;
  apiBaseUrl?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/**
 * Stripe Connect Express accounts, one per organiser and market (decision 165): `accounts.create`
 * with the organiser's country and the `transfers` capability (the platform is the merchant of record
 * and transfers to them), `accountLinks.create` for Stripe's hosted onboarding, and `account.updated`
 * events for the status.
 */
export class StripeConnectedAccounts implements ConnectedAccountProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConnectedAccountsConfig) {
    this.stripe = stripeClient(config);
  }

  async createAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccountState> {
    try {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          email: input.email,
          business_type: 'individual',
          capabilities: { transfers: { requested: true } },
          // Payouts are started by us, one per withdrawal, so each can be followed and reconciled.
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { purpose: 'organiser payouts' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return accountState(account);
    } catch (error) {
      throw mapError(error);
    }
  }

  async onboardingLink(input: OnboardingLinkInput): Promise<string> {
    try {
      const link = await this.stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
        collection_options: { fields: 'currently_due' },
      });
      return link.url;
    } catch (error) {
      throw mapError(error);
    }
  }

  async getAccount(accountId: string): Promise<ConnectedAccountState> {
    try {
      return accountState(await this.stripe.accounts.retrieve(accountId));
    } catch (error) {
      throw mapError(error);
    }
  }

  /** Async, so a bad signature is a rejection, never a throw. */
  async verifyAccountWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<ConnectedAccountEvent> {
    const event = verifiedStripeEvent(this.stripe, rawBody, headers, this.config.webhookSecret);
    const object = event.data.object as { object?: string };
    const account = event.type === 'account.updated' && object.object === 'account' ? accountState(object as Stripe.Account) : undefined;
    return {
      id: payoutEventId(event.id),
      providerType: event.type,
      createdAt: new Date(event.created * 1000),
      ...(account ? { account } : {}),
      payload: event,
    };
  }
}

/**
 * Verified: Stripe lets money out (payouts enabled, transfers active) and nothing is past due.
 * Pending: onboarding not finished, or Stripe is still checking what was given. Restricted: it was
 * given, and Stripe has stopped payouts until more is (a failed identity check, a past-due item).
 */
export function statusOfStripeAccount(account: Stripe.Account): ConnectedAccountStatus {
  const requirements = account.requirements;
  const pastDue = requirements?.past_due ?? [];
  const transfers = account.capabilities?.transfers;
  if (account.payouts_enabled && transfers === 'active' && pastDue.length === 0) return 'verified';
  const disabled = requirements?.disabled_reason ?? null;
  if (!account.details_submitted || disabled === 'requirements.pending_verification' || (!disabled && pastDue.length === 0)) return 'pending';
  return 'restricted';
}

function accountState(account: Stripe.Account): ConnectedAccountState {
  const requirements = account.requirements;
  const due = [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])];
  return {
    accountId: account.id,
    status: statusOfStripeAccount(account),
    requirementsDue: due,
    disabledReason: requirements?.disabled_reason ?? null,
  };
}
