import { PATHWAY, SETUP_TYPE, WHO_PAYS_FEE, type Pathway, type WhoPaysFeeOption } from './constants';
import type { Collection } from './contract/collection';
import type { Market } from './markets';

/** SPEC §4: the pathway a collection starts on. */
export function pathwayForCollection(
  collection: Pick<Collection, 'collectionSetupType' | 'hasGroupCard' | 'gcOnly'>,
): Pathway {
  if (collection.gcOnly) return PATHWAY.SIGN;
  switch (collection.collectionSetupType) {
    case SETUP_TYPE.COLLECTION:
    case SETUP_TYPE.COLLECTION_AND_GROUP_CARD:
      return collection.hasGroupCard ? PATHWAY.SIGN_AND_CHIP_IN : PATHWAY.CHIP_IN;
    case SETUP_TYPE.FGC_GIFT:
    case SETUP_TYPE.PAID_GROUP_CARD:
    case SETUP_TYPE.PGC_GIFT:
    case SETUP_TYPE.GROUP_CARD_ONLY:
      return PATHWAY.SIGN;
    default:
      // Bulk Gifts and Gift only appear in organiser payment flows; a contributor can only chip in.
      return PATHWAY.CHIP_IN;
  }
}

export type BlockingScreen = 'collection-closed' | 'collection-suspended' | 'no-thanks';

/**
 * SPEC §2/§4: closed or deleted collections go to collection-closed, suspended ones to
 * collection-suspended, a no-thanks response to no-thanks. null: the landing page may show.
 */
export function blockingScreen(
  collection: Pick<Collection, 'isCollectionClosed' | 'isDeletedCollection' | 'isSuspended' | 'isNoThanks'>,
): BlockingScreen | null {
  if (collection.isCollectionClosed || collection.isDeletedCollection) return 'collection-closed';
  if (collection.isSuspended) return 'collection-suspended';
  if (collection.isNoThanks) return 'no-thanks';
  return null;
}

/** SPEC §4/§6: sign-only is allowed only when the collection allows zero contribution. */
export function isSignOnlyAllowed(collection: Pick<Collection, 'zeroContributionAllowed'>): boolean {
  return collection.zeroContributionAllowed;
}

export type PathwayButton = 'chip-in' | 'sign-and-chip-in' | 'sign-card' | 'sign-only';

/** The landing-page buttons for a collection (SPEC §2), in display order. */
export function landingButtons(
  collection: Pick<Collection, 'collectionSetupType' | 'hasGroupCard' | 'gcOnly' | 'zeroContributionAllowed'>,
): PathwayButton[] {
  const pathway = pathwayForCollection(collection);
  if (pathway === PATHWAY.SIGN) return ['sign-card'];
  if (pathway === PATHWAY.CHIP_IN) return ['chip-in'];
  const buttons: PathwayButton[] = ['sign-and-chip-in', 'chip-in'];
  if (isSignOnlyAllowed(collection)) buttons.push('sign-only');
  return buttons;
}

export interface PathwayChoice {
  pathway: Pathway;
  signOnly: boolean;
}

/**
 * SPEC §4: what a landing button sets. Sign card and sign only set the sign-only flag; sign and chip in
 * clears it; chip in leaves it as it was. Sign only keeps the sign-and-chip-in pathway without paying.
 */
export function choosePathway(button: PathwayButton, currentSignOnly: boolean): PathwayChoice {
  switch (button) {
    case 'chip-in':
      return { pathway: PATHWAY.CHIP_IN, signOnly: currentSignOnly };
    case 'sign-and-chip-in':
      return { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: false };
    case 'sign-card':
      return { pathway: PATHWAY.SIGN, signOnly: true };
    case 'sign-only':
      return { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true };
  }
}

/** True when the visitor signs without paying. */
export function isSignOnlyPathway(state: PathwayChoice): boolean {
  return state.signOnly || state.pathway === PATHWAY.SIGN;
}

/** True when the pathway ends in a payment. */
export function isPaymentPathway(state: PathwayChoice): boolean {
  return (
    !isSignOnlyPathway(state) &&
    (state.pathway === PATHWAY.CHIP_IN || state.pathway === PATHWAY.SIGN_AND_CHIP_IN)
  );
}

/** SPEC §4: the contribution question is shown only on sign-only pathways (and only if there is one). */
export function showContributionQuestion(
  state: PathwayChoice,
  collection: Pick<Collection, 'contributionQuestion'>,
): boolean {
  return isSignOnlyPathway(state) && (collection.contributionQuestion ?? '').trim().length > 0;
}

/**
 * SPEC §4 top-up mode: the chip-in pathway, fee option 2 with the new-fee flag (else 1), and the exact
 * amount switched off when it is 0 or missing.
 */
export function topUpSettings(collection: Pick<Collection, 'isNewFee' | 'exactAmount' | 'hasExactAmount'>): {
  pathway: Pathway;
  whoPaysFeeOption: WhoPaysFeeOption;
  hasExactAmount: boolean;
} {
  return {
    pathway: PATHWAY.CHIP_IN,
    whoPaysFeeOption: collection.isNewFee ? WHO_PAYS_FEE.CONTRIBUTOR : WHO_PAYS_FEE.ORGANISER,
    hasExactAmount: collection.hasExactAmount && collection.exactAmount > 0,
  };
}

/** SPEC §4: query signonly=true sets the sign pathway and allows zero contribution. */
export function signOnlyQuerySettings(): { pathway: Pathway; signOnly: true; zeroContributionAllowed: true } {
  return { pathway: PATHWAY.SIGN, signOnly: true, zeroContributionAllowed: true };
}

export type ReceiptMedium = 'collection-and-card' | 'card-only' | 'collection-only' | 'fgc-gift' | 'other';

/** SPEC §4 receipt marketing medium, from the setup type. */
export function receiptMedium(setupType: string): ReceiptMedium {
  switch (setupType) {
    case SETUP_TYPE.COLLECTION_AND_GROUP_CARD:
      return 'collection-and-card';
    case SETUP_TYPE.GROUP_CARD_ONLY:
      return 'card-only';
    case SETUP_TYPE.COLLECTION:
      return 'collection-only';
    case SETUP_TYPE.FGC_GIFT:
      return 'fgc-gift';
    default:
      return 'other';
  }
}

/** SPEC §4 receipt marketing campaign, from the market. */
export function receiptCampaign(market: Market | string): 'receipt-australia' | 'receipt-rest-of-world' {
  return market === 'AU' ? 'receipt-australia' : 'receipt-rest-of-world';
}
