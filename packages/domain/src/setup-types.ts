import { SETUP_TYPE, type SetupType } from './constants';

/*
 * What a collection's setup type means for the pages (SPEC §4): plain rules without schemas, so the
 * contributor's pages can ask whether a collection takes money without loading the organiser's form
 * contract (its schemas, the cover designs it checks a picked design against, time zones).
 */

/** The setup types an organiser creates (SPEC §4; "Gift" exists only inside payment flows). */
export const ORGANISER_SETUP_TYPES = [
  SETUP_TYPE.COLLECTION,
  SETUP_TYPE.GROUP_CARD_ONLY,
  SETUP_TYPE.COLLECTION_AND_GROUP_CARD,
  SETUP_TYPE.FGC_GIFT,
  SETUP_TYPE.PAID_GROUP_CARD,
  SETUP_TYPE.PGC_GIFT,
  SETUP_TYPE.BULK_GIFTS,
] as const satisfies readonly SetupType[];
export type OrganiserSetupType = (typeof ORGANISER_SETUP_TYPES)[number];

/** Setup types whose contributors pay money: they get the money and payments sections. */
export function setupTypeTakesMoney(setupType: string): boolean {
  return (
    setupType === SETUP_TYPE.COLLECTION ||
    setupType === SETUP_TYPE.COLLECTION_AND_GROUP_CARD ||
    setupType === SETUP_TYPE.BULK_GIFTS
  );
}

/**
 * Whether a contributor can give money to this collection: its setup type takes money and it is not
 * flagged card-only. When not, no money figure is shown anywhere a contributor looks (decision 092).
 */
export function collectionTakesMoney(collection: { collectionSetupType: string; gcOnly?: boolean }): boolean {
  return setupTypeTakesMoney(collection.collectionSetupType) && !collection.gcOnly;
}

/** Setup types with a group card: they get the cover designer and a card row on create. */
export function setupTypeHasCard(setupType: string): boolean {
  return (
    setupType === SETUP_TYPE.GROUP_CARD_ONLY ||
    setupType === SETUP_TYPE.COLLECTION_AND_GROUP_CARD ||
    setupType === SETUP_TYPE.FGC_GIFT ||
    setupType === SETUP_TYPE.PAID_GROUP_CARD ||
    setupType === SETUP_TYPE.PGC_GIFT
  );
}
