import {
  type GiftCardBrand,
  type Market,
  MARKET_CURRENCY,
  type BalanceSummary,
  type RecipientRedeem,
  type Redemption,
  type Redeemer,
} from '@groupgift/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import { findDeliveryByCollectionId, type DeliveryRow } from '../../db/repositories/delivery-repository';
import { hasOpenDispute } from '../../db/repositories/disputes-repository';
import {
  findCollectionForRedemption,
  findRedemptionByGuid,
  findRedemptionByKey,
  insertAudit,
  listAudit,
  listRedemptions,
  setRedeemerUnlessRedeemed,
  type RedemptionRow,
} from '../../db/repositories/redemptions-repository';
import { AppError, notFound } from '../../lib/app-error';
import type { PayoutProviderName, PayoutWebhookEvent } from '../../payment-providers/payout-provider';
import { ProviderError } from '../../payment-providers/provider';
import { marketOf } from '../payments/quote';
import { balanceFigures } from '../ledger/balance-figures';
import { disputeSummaries } from '../disputes/dispute-summaries';
import { acceptPayoutWebhook } from './payout-webhooks';
import { giftCardMismatches } from '../ledger/gift-card-check';
import type { PayoutProviders } from '../../payment-providers/select-payout-providers';
import { payoutProviderNamed } from './select-payout-providers';
import { redeem, type RedeemInput } from './redeem';
import { reconcileRedemptions } from './reconcile-redemptions';
import { notRedeemableReason } from './redemption-rules';
import { redemptionView, type GiftCardView } from './redemption-view';
import type { PayoutAccountService } from '../payout-accounts/payout-account-service';

export type RedemptionServiceOptions = {
  db: AppDatabase;
  providers: PayoutProviders;
  log: FastifyBaseLogger;
  /** The organisers' own payout accounts (decision 165): an organiser's bank withdrawal leaves from theirs. */
  accounts?: PayoutAccountService;
};

/** `app.redemptions`: the one entry point the routes, the webhooks and the reconciliation job call. */
export class RedemptionService {
  readonly providers: PayoutProviders;
  private readonly db: AppDatabase;
  private readonly log: FastifyBaseLogger;
  private readonly accounts: PayoutAccountService | undefined;

  constructor(options: RedemptionServiceOptions) {
    this.db = options.db;
    this.providers = options.providers;
    this.log = options.log;
    this.accounts = options.accounts;
  }

  /** Redeems once per key; `created` says whether this call made it (201) or replayed it (200). */
  async redeem(input: Omit<RedeemInput, 'delivery'>): Promise<{ redemption: Redemption; created: boolean; available: number }> {
    const delivery = await findDeliveryByCollectionId(this.db, input.collection.id);
    const provider = this.providers.providerFor(input.request.method, marketOf(input.collection));
    if (!provider) {
      throw new AppError(422, 'unprocessable', 'This way to redeem is not offered here.', {
        fieldErrors: { method: ['This way to redeem is not offered here'] },
      });
    }
    // Nothing is paid to a bank while the organiser's own account is not verified (decision 165); a
    // replay of a redemption already made answers as before, whatever the account's state now.
    const connectedAccountId = await this.connectedAccountFor(input, provider.name);
    const result = await redeem({ db: this.db, provider, log: this.log }, { ...input, delivery, connectedAccountId });
    const giftCard = result.giftCard ?? (await this.giftCardOf(result.row));
    const after = await this.collection(input.collection.id);
    return { redemption: redemptionView(result.row, giftCard), created: result.created, available: after.balanceCents };
  }

  private async connectedAccountFor(input: Omit<RedeemInput, 'delivery'>, providerName: string): Promise<string | null> {
    if (!this.accounts || input.redeemer !== 'organiser' || input.request.method !== 'bank') return null;
    if (await findRedemptionByKey(this.db, input.idempotencyKey)) return null;
    const account = await this.accounts.verifiedAccount(input.collection, providerName);
    return account?.accountId ?? null;
  }

  /** One redemption of the collection (only the caller's own when `redeemer` is given). */
  async find(collectionId: number, guid: string, redeemer?: Redeemer): Promise<Redemption> {
    const row = await findRedemptionByGuid(this.db, guid);
    if (!row || row.collectionId !== collectionId || (redeemer && row.redeemer !== redeemer)) throw notFound('The redemption');
    return redemptionView(row, await this.giftCardOf(row));
  }

  async list(collectionId: number, redeemer?: Redeemer): Promise<Redemption[]> {
    const rows = await listRedemptions(this.db, collectionId, redeemer);
    return Promise.all(rows.map(async (row) => redemptionView(row, redeemer ? await this.giftCardOf(row) : null)));
  }

  async balance(collection: CollectionRow): Promise<BalanceSummary> {
    const [delivery, rows, audit, disputes] = await Promise.all([
      findDeliveryByCollectionId(this.db, collection.id),
      listRedemptions(this.db, collection.id),
      listAudit(this.db, collection.id),
      disputeSummaries(this.db, collection.id),
    ]);
    const disputeOpen = disputes.some((d) => d.status === 'open');
    const figures = await balanceFigures(this.db, collection.id);
    const redeemer = collection.redeemer as Redeemer;
    return {
      ...figures,
      redeemer,
      redeemableAfter: redeemer === 'organiser' ? 'close' : 'delivery',
      notRedeemableReason: notRedeemableReason(collection, delivery, 'organiser', new Date(), disputeOpen),
      redemptions: await Promise.all(
        rows.map(async (row) => redemptionView(row, row.redeemer === 'organiser' ? await this.giftCardOf(row) : null)),
      ),
      audit: audit.map((a) => ({
        at: a.at.toISOString(),
        event: a.event,
        actor: a.actor as BalanceSummary['audit'][number]['actor'],
        ip: a.ip,
        redemptionGuid: a.redemptionGuid,
      })),
      disputes,
    };
  }

  async recipientRedeem(collection: CollectionRow, delivery: DeliveryRow): Promise<RecipientRedeem> {
    const market = marketOf(collection);
    return {
      currency: MARKET_CURRENCY[market],
      market,
      available: collection.balanceCents,
      notRedeemableReason: notRedeemableReason(collection, delivery, 'recipient', new Date(), await hasOpenDispute(this.db, collection.id)),
      methods: this.providers.methodsFor(market),
      redemptions: await this.list(collection.id, 'recipient'),
    };
  }

  /** Who redeems; refused once a redemption exists (the money may already be on its way to the other). */
  async setRedeemer(collection: CollectionRow, redeemer: Redeemer, ip: string | null): Promise<void> {
    if (collection.redeemer === redeemer) return;
    const changed = await this.db.transaction(async (tx) => {
      if (!(await setRedeemerUnlessRedeemed(tx, collection.id, redeemer))) return false;
      await insertAudit(tx, [
        { collectionId: collection.id, redemptionId: null, event: `Redeemer set to ${redeemer}`, actor: 'organiser', ip },
      ]);
      return true;
    });
    if (!changed)
      throw new AppError(409, 'conflict', 'Who redeems cannot change once a redemption has been made.', {
        fieldErrors: { redeemer: ['A redemption has already been made'] },
      });
  }

  /**
   * The gift-card brands of a market (issue 33), from whoever issues gift cards there; none when nobody
   * does. A provider that cannot be reached is a 503 the page can retry, never an empty catalogue.
   */
  async giftCardBrands(market: Market): Promise<GiftCardBrand[]> {
    const provider = this.providers.providerFor('gift_card', market);
    if (!provider?.giftCardBrands) return [];
    try {
      return await provider.giftCardBrands(market);
    } catch (error) {
      if (error instanceof ProviderError)
        throw new AppError(503, 'service_unavailable', 'The gift card catalogue could not be reached: please try again.');
      throw error;
    }
  }

  /** Issued gift cards the provider tells differently (the ledger check's provider side, issue 33). */
  giftCardMismatches(limit?: number) {
    return giftCardMismatches(this.db, this.providers, limit);
  }

  reconcile(options: { graceMs: number; limit?: number }) {
    return reconcileRedemptions({ db: this.db, providers: this.providers, log: this.log }, options);
  }

  acceptWebhook(provider: PayoutProviderName, event: PayoutWebhookEvent): Promise<boolean> {
    return acceptPayoutWebhook(this.db, provider, event);
  }

  /** The issued card's code and PIN, read from the provider (never stored with us). */
  private async giftCardOf(row: RedemptionRow): Promise<GiftCardView | null> {
    if (row.method !== 'gift_card' || row.status !== 'paid' || !row.providerPayoutId) return null;
    const provider = payoutProviderNamed(this.providers, row.provider);
    if (!provider) return null;
    try {
      const card = await provider.getGiftCard(row.providerPayoutId);
      return { code: card.code, pin: card.pin, balance: card.balanceCents, currency: card.currency, redeemUrl: card.redeemUrl ?? null };
    } catch (error) {
      this.log.warn({ err: error, redemption: row.guid }, 'gift card could not be read back');
      return null;
    }
  }

  private async collection(id: number): Promise<CollectionRow> {
    const row = await findCollectionForRedemption(this.db, id);
    if (!row) throw notFound('The collection');
    return row;
  }
}
