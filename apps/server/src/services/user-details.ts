import { PAYMENT_PROVIDER, type UserDetails } from '@groupgift/domain';
import type { AppDatabase } from '../db/client';
import { findCollectionByGuid } from '../db/repositories/collections-repository';
import {
  findAvailablePack,
  findOrganiserByGuid,
  findOrganiserById,
  findPromoCodeById,
  listPlans,
  type OrganiserRow,
} from '../db/repositories/organisers-repository';
import { notFound } from '../lib/app-error';
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
    plans: plans.map((p) => ({
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
  };
}

/** GET /api/Details/getuserdetails?userid= — the organiser paying for a pack or a bulk upload. */
export async function userDetailsByUserId(
  db: AppDatabase,
  userId: string,
  config: Pick<Config, 'environment'>,
): Promise<UserDetailsOut> {
  const organiser = await findOrganiserByGuid(db, userId);
  if (!organiser) throw notFound('The user');
  return organiserDetails(db, organiser, config);
}

/** GET /api/Details/getuserdetails?collectionGuid= — the organiser paying for a paid group card. */
export async function userDetailsByCollection(
  db: AppDatabase,
  collectionGuid: string,
  config: Pick<Config, 'environment'>,
): Promise<UserDetailsOut> {
  const collection = await findCollectionByGuid(db, collectionGuid);
  const organiser = collection?.organiserId ? await findOrganiserById(db, collection.organiserId) : null;
  if (!collection || collection.isDeleted || !organiser) throw notFound('The collection');
  const details = await organiserDetails(db, organiser, config);
  const promo = collection.promoCodeId ? await findPromoCodeById(db, collection.promoCodeId) : null;
  const promoActive =
    promo !== null && promo.isActive && (promo.validUntil === null || promo.validUntil > new Date());
  const anyCardAmount = collection.anyCardAmountCents;
  const discountPercentage = promoActive ? promo.discountPercentage : 0;
  // The any-card price after the promo discount; the discount is rounded half-up to the cent.
  const discountedAmount = anyCardAmount - Math.round((anyCardAmount * discountPercentage) / 100);
  return {
    ...details,
    closeDate: collection.closeDate,
    receipientEmail: collection.recipientEmail,
    anyCardAmount,
    promoWasApplied: promoActive,
    discountPercentage,
    discountedAmount,
    promoCode: promoActive ? promo.code : null,
  };
}
