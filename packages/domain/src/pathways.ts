import { PATHWAY, SETUP_TYPE, WHO_PAYS_FEE, type Pathway, type WhoPaysFeeOption } from './constants';
import type { Collection } from './contract/collection';

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
