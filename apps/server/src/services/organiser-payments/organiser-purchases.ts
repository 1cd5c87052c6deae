import { packCardValue, SETUP_TYPE, type OrganiserPurchase } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { findAvailablePack } from '../../db/repositories/organisers-repository';
import {
  findPromoCodeByCode,
  setCollectionAnyCard,
  setCollectionPromoCode,
} from '../../db/repositories/organiser-payments-repository';
import { AppError } from '../../lib/app-error';
import type { SessionOrganiser } from '../../plugins/auth';
import type { OrganiserAttempt } from '../payments/start-organiser-purchase';
import { ownCollection } from '../user-details';
import {
  cardPriceFor,
  priceBulkUpload,
  pricePack,
  pricePaidGroupCard,
  promoRefusal,
} from './organiser-quote';

const PGC_TYPES = new Set<string>([SETUP_TYPE.PAID_GROUP_CARD, SETUP_TYPE.PGC_GIFT]);

/** The organiser's own Paid Group Card collection, still to be paid. */
async function payablePaidGroupCard(db: AppDatabase, organiser: SessionOrganiser, collectionGuid: string) {
  const collection = await ownCollection(db, organiser, collectionGuid);
  if (!PGC_TYPES.has(collection.setupType)) {
    throw new AppError(409, 'conflict', 'This collection is not a paid group card.');
  }
  if (collection.pgcPaidAt !== null) {
    throw new AppError(409, 'conflict', 'This paid group card has already been paid for.');
  }
  return collection;
}

/** A paid group card paid by card, wallet or PayPal, or at no charge when a promo covers it all. */
export async function preparePaidGroupCard(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
): Promise<OrganiserAttempt> {
  const collection = await payablePaidGroupCard(db, organiser, collectionGuid);
  const { market, quote, promo } = await pricePaidGroupCard(db, collection);
  return {
    kind: 'paid_group_card',
    organiser,
    market,
    quote,
    description: `Paid group card: ${collection.title}`,
    links: {
      collectionId: collection.id,
      promoCodeId: promo?.id ?? null,
      anyCardCents: collection.anyCardAmountCents,
    },
  };
}

/**
 * PayFromPack: the card is paid with one card of the organiser's pack; the draw happens in the
 * settle transaction and is refused there if another request took the last card.
 */
export async function preparePayFromPack(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
): Promise<OrganiserAttempt> {
  const collection = await payablePaidGroupCard(db, organiser, collectionGuid);
  if (collection.anyCardAmountCents > 0) {
    throw new AppError(
      422,
      'unprocessable',
      'A pack pays for the card only. Remove the any card amount, or pay by card to include it.',
    );
  }
  const pack = await findAvailablePack(db, organiser.id);
  if (!pack) throw new AppError(409, 'conflict', 'There are no cards left in your pack.');
  const { market } = await pricePaidGroupCard(db, collection);
  return {
    kind: 'paid_group_card',
    organiser,
    market,
    quote: { subtotal: 0, discount: 0, fee: 0, total: 0 },
    description: `Paid group card from a pack: ${collection.title}`,
    links: { collectionId: collection.id, packId: pack.id },
    ledgerValueCents: packCardValue(pack, await cardPriceFor(db, market)),
  };
}

export async function preparePack(
  db: AppDatabase,
  organiser: SessionOrganiser,
  planId: number,
): Promise<OrganiserAttempt> {
  const { plan, quote } = await pricePack(db, planId, organiser.market);
  return {
    kind: 'pack',
    organiser,
    market: organiser.market,
    quote,
    description: plan.planName,
    links: { planId: plan.id },
  };
}

export async function prepareBulkUpload(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
): Promise<OrganiserAttempt> {
  const collection = await ownCollection(db, organiser, collectionGuid);
  const { upload, quote } = await priceBulkUpload(db, collection);
  if (upload.status === 'paid')
    throw new AppError(409, 'conflict', 'This bulk upload has already been paid for.');
  if (quote.total <= 0)
    throw new AppError(422, 'unprocessable', 'There is nothing to pay for in this upload.');
  return {
    kind: 'bulk_upload',
    organiser,
    market: collection.market === 'AU' ? 'AU' : 'US',
    quote,
    description: `Bulk upload: ${collection.title}`,
    links: { collectionId: collection.id, bulkUploadId: upload.id },
  };
}

export function preparePurchase(db: AppDatabase, organiser: SessionOrganiser, purchase: OrganiserPurchase) {
  switch (purchase.kind) {
    case 'paid_group_card':
      return preparePaidGroupCard(db, organiser, purchase.collectionGuid);
    case 'pack':
      return preparePack(db, organiser, purchase.planId);
    case 'bulk_upload':
      return prepareBulkUpload(db, organiser, purchase.collectionGuid);
  }
}

export async function updateAnyCard(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
  cents: number,
): Promise<void> {
  const collection = await payablePaidGroupCard(db, organiser, collectionGuid);
  await setCollectionAnyCard(db, collection.id, cents);
}

/** Checks a code and keeps it on the card; its use is counted only when the payment succeeds. */
export async function applyPromoCode(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
  code: string,
): Promise<void> {
  const collection = await payablePaidGroupCard(db, organiser, collectionGuid);
  const promo = await findPromoCodeByCode(db, code);
  const refusal = promoRefusal(promo);
  if (refusal || !promo) {
    throw new AppError(422, 'unprocessable', refusal ?? 'This promo code is not valid.', {
      fieldErrors: { promoCode: [refusal ?? 'This promo code is not valid.'] },
    });
  }
  await setCollectionPromoCode(db, collection.id, promo.id);
}

export async function removePromoCode(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
): Promise<void> {
  const collection = await payablePaidGroupCard(db, organiser, collectionGuid);
  await setCollectionPromoCode(db, collection.id, null);
}
