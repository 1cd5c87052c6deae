// Which setup types take money, free of zod so the browser's contributor routes read it without loading
// the schemas (decision 175).
import { SETUP_TYPE } from './constants';

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
