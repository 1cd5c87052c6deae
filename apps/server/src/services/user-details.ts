import { PAYMENT_PROVIDER, type UserDetails } from '@groupgift/domain';
import type { AppDatabase } from '../db/client';
import { findCollectionByGuid } from '../db/repositories/collections-repository';
import {
  findAvailablePack,
  findOrganiserByGuid,
  findOrganiserById,
  listPlans,
  type OrganiserRow,
} from '../db/repositories/organisers-repository';
import { notFound } from '../lib/app-error';
import { cardPriceFor, pricePaidGroupCard } from './organiser-payments/organiser-quote';
import type { Config } from '../plugins/config';

// Organiser payments go through the market's card provider (DESIGN §3: Stripe for US, Checkout for AU).
const ORGANISER_GATEWAY = { US: PAYMENT_PROVIDER.STRIPE, AU: PAYMENT_PROVIDER.CHECKOUT } as const;

type UserDetailsOut = Omit<UserDetails, 'closeDate' | 'plans'> & {
  closeDate: Date | null;
  plans: (Omit<UserDetails['plans'][number], 'createdDate'> & { createdDate: Date | null })[];
};

async function organiserDetails(
  db: AppDatabase,
  organiser: OrganiserRow,
  config: Pick<Config, 'environment'>,
): Promise<UserDetailsOut> {
  const market = organiser.market === 'AU' ? 'AU' : 'US';
  const [plans, pack] = await Promise.all([listPlans(db, market), findAvailablePack(db, organiser.id)]);
  return {
    firstName: organiser.firstName,
    lastName: organiser.lastName,
    email: organiser.email,
    // The packs on sale (decision 072); the single card's plan prices a paid group card instead.
    plans: plans
      .filter((p) => p.cardCount > 1)
      .map((p) => ({
        id: p.id,
        productId: p.productId,
        planName: p.planName,
        description: p.description,
        price: p.priceCents,
        currency: p.currency,
        priceType: p.priceType,
        isDeleted: p.isDeleted,
        createdDate: p.createdAt,
        subscriptions: p.subscriptions,
        cardCount: p.cardCount,
      })),
    pack: pack
      ? {
          id: pack.id,
          name: pack.name,
          price: pack.priceCents,
          cardsRemaining: pack.remainingCards,
          priceMode: pack.priceMode === 2 ? 2 : 1,
        }
      : null,
    gatewayInformation: [
      { gateway: ORGANISER_GATEWAY[market], publicKey: null, environment: config.environment },
    ],
    closeDate: null,
    receipientEmail: null,
    isPackAvailable: pack !== null,
    anyCardAmount: 0,
    promoWasApplied: false,
    discountPercentage: 0,
    discountedAmount: 0,
    promoCode: null,
    market,
    collectionTitle: null,
    cardPrice: await cardPriceFor(db, market),
    anyCardFee: 0,
    discount: 0,
    totalPgcAmount: 0,
    isPaid: false,
  };
}

/**
 * GET /api/Details/getuserdetails?userid= — the signed-in organiser paying for a pack or a bulk
 * upload; another user's id answers 404 (never reveal who exists).
 */
export async function userDetailsByUserId(
  db: AppDatabase,
  caller: { id: number },
  userId: string,
  config: Pick<Config, 'environment'>,
): Promise<UserDetailsOut> {
  const organiser = await findOrganiserByGuid(db, userId);
  if (!organiser || organiser.id !== caller.id) throw notFound('The user');
  return organiserDetails(db, organiser, config);
}

/** The organiser's own collection (not deleted), or 404 as if it did not exist. */
export async function ownCollection(db: AppDatabase, caller: { id: number }, collectionGuid: string) {
  const collection = await findCollectionByGuid(db, collectionGuid);
  if (!collection || collection.isDeleted || collection.organiserId !== caller.id)
    throw notFound('The collection');
  return collection;
}

/**
 * GET /api/Details/getuserdetails?collectionGuid= — the organiser paying for a paid group card: the
 * card price, the any card, the promo and the total the server will charge.
 */
export async function userDetailsByCollection(
  db: AppDatabase,
  caller: { id: number },
  collectionGuid: string,
  config: Pick<Config, 'environment'>,
): Promise<UserDetailsOut> {
  const collection = await ownCollection(db, caller, collectionGuid);
  const organiser = await findOrganiserById(db, caller.id);
  if (!organiser) throw notFound('The collection');
  const details = await organiserDetails(db, organiser, config);
  const pricing = await pricePaidGroupCard(db, collection);
  const { quote, promo } = pricing;
  return {
    ...details,
    market: pricing.market,
    collectionTitle: collection.title,
    closeDate: collection.closeDate,
    receipientEmail: collection.recipientEmail,
    anyCardAmount: collection.anyCardAmountCents,
    promoWasApplied: promo !== null,
    discountPercentage: promo?.discountPercentage ?? 0,
    // The card price after the promo discount (the any card is never discounted).
    discountedAmount: pricing.cardPrice - quote.discount,
    promoCode: promo?.code ?? null,
    cardPrice: pricing.cardPrice,
    anyCardFee: quote.fee,
    discount: quote.discount,
    totalPgcAmount: quote.total,
    isPaid: collection.pgcPaidAt !== null,
  };
}
