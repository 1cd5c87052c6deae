import { PAYOUT_ACCOUNT_REFUSAL, requirementWords, type Market, type PayoutAccount } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import {
  applyAccountState,
  findPayoutAccount,
  insertPayoutAccountOnce,
  type PayoutAccountRow,
} from '../../db/repositories/payout-accounts-repository';
import { insertPayoutEventOnce } from '../../db/repositories/redemptions-repository';
import { organisers } from '../../db/schema/organisers';
import { AppError } from '../../lib/app-error';
import type { ConnectedAccountEvent, ConnectedAccountProvider, ConnectedAccountProviderName } from '../../payment-providers/connected-accounts';
import { ProviderError } from '../../payment-providers/provider';
import { marketOf } from '../payments/quote';
import { WEBHOOK_PROVIDER_IDS } from '../payments/webhook-processor';

export type PayoutAccountServiceOptions = {
  db: AppDatabase;
  /** Who onboards organisers in a market: the provider of its bank payouts; undefined: no onboarding there. */
  accountsFor: (market: Market) => ConnectedAccountProvider | undefined;
  byName: Partial<Record<ConnectedAccountProviderName, ConnectedAccountProvider>>;
  /** PUBLIC_URL: the onboarding's return and refresh links are built from it, never from a request. */
  publicUrl: string | undefined;
};

/**
 * `app.payoutAccounts` (issue 33, decision 165): the organiser's own connected account per market,
 * created at the provider on the first "Set up payouts", its status kept from the provider's
 * `account.updated` events, and the gate a bank withdrawal passes: verified, or refused.
 */
export class PayoutAccountService {
  constructor(private readonly options: PayoutAccountServiceOptions) {}

  providerNamed(name: string): ConnectedAccountProvider | undefined {
    return Object.hasOwn(this.options.byName, name) ? this.options.byName[name as ConnectedAccountProviderName] : undefined;
  }

  async view(collection: CollectionRow): Promise<PayoutAccount> {
    const market = marketOf(collection);
    const provider = this.options.accountsFor(market);
    const row = provider && collection.organiserId ? await findPayoutAccount(this.options.db, collection.organiserId, market, provider.name) : null;
    return {
      status: row ? (row.status as PayoutAccount['status']) : 'none',
      market,
      required: provider !== undefined,
      requirementsDue: row ? requirementWords(row.requirementsDue) : [],
    };
  }

  /**
   * Starts or continues onboarding: the account is made once per organiser and market (the
   * provider's idempotency key and our unique index both say so), and a fresh hosted link is asked
   * for every time, since they expire.
   */
  async onboardingUrl(collection: CollectionRow): Promise<string> {
    const market = marketOf(collection);
    const provider = this.options.accountsFor(market);
    const { publicUrl } = this.options;
    if (!provider || !collection.organiserId) throw new AppError(404, 'not_found', 'Payouts need no set-up here.');
    if (!publicUrl) throw new AppError(503, 'service_unavailable', 'Payout set-up is not available: the site has no public address.');
    const { db } = this.options;
    try {
      let row = await findPayoutAccount(db, collection.organiserId, market, provider.name);
      if (!row) {
        const [organiser] = await db.select({ email: organisers.email }).from(organisers).where(eq(organisers.id, collection.organiserId));
        const state = await provider.createAccount({
          idempotencyKey: `payout-account:${collection.organiserId}:${market}`,
          country: market,
          email: organiser?.email ?? '',
        });
        row = await insertPayoutAccountOnce(db, { organiserId: collection.organiserId, market, provider: provider.name, state });
      }
      const page = `${publicUrl.replace(/\/$/, '')}/dashboard/collections/${collection.guid}`;
      return await provider.onboardingLink({ accountId: row.accountId, returnUrl: `${page}?payouts=return`, refreshUrl: `${page}?payouts=refresh` });
    } catch (error) {
      if (error instanceof ProviderError) throw new AppError(503, 'service_unavailable', 'Payout set-up could not be reached. Please try again.');
      throw error;
    }
  }

  /**
   * The connected account a bank withdrawal leaves from, or the refusal, in words, when it is not
   * verified (nothing is paid while it is not). Undefined when the market's bank provider onboards no one.
   */
  async verifiedAccount(collection: CollectionRow, providerName: string): Promise<PayoutAccountRow | undefined> {
    const market = marketOf(collection);
    const provider = this.options.accountsFor(market);
    if (!provider || provider.name !== providerName || !collection.organiserId) return undefined;
    const row = await findPayoutAccount(this.options.db, collection.organiserId, market, provider.name);
    if (row?.status === 'verified') return row;
    const status = (row?.status ?? 'none') as Exclude<PayoutAccount['status'], 'verified'>;
    const message = PAYOUT_ACCOUNT_REFUSAL[status];
    throw new AppError(409, 'payout_account_not_verified', message, { status });
  }

  /**
   * An `account.updated` event, stored once and applied in the same transaction: a redelivery finds
   * the event and changes nothing; an older event than the state's own never moves it back.
   */
  async acceptWebhook(provider: ConnectedAccountProviderName, event: ConnectedAccountEvent): Promise<boolean> {
    return this.options.db.transaction(async (tx) => {
      const fresh = await insertPayoutEventOnce(tx, {
        provider: WEBHOOK_PROVIDER_IDS[provider],
        eventId: `account:${event.id}`,
        type: event.providerType,
        payload: event.payload ?? {},
      });
      if (fresh && event.account) await applyAccountState(tx, provider, event.account, event.createdAt);
      return fresh;
    });
  }
}
