import { describe, expect, it } from 'vitest';
import { PATHWAY, SETUP_TYPE } from './constants';
import {
  choosePathway,
  isPaymentPathway,
  isSignOnlyAllowed,
  isSignOnlyPathway,
  landingButtons,
  pathwayForCollection,
  topUpSettings,
} from './pathways';

const base = { hasGroupCard: false, gcOnly: false, zeroContributionAllowed: false };

describe('pathwayForCollection', () => {
  it('Collection and Collection + Group Card: sign and chip in with a card, else chip in', () => {
    for (const t of [SETUP_TYPE.COLLECTION, SETUP_TYPE.COLLECTION_AND_GROUP_CARD]) {
      expect(pathwayForCollection({ ...base, collectionSetupType: t, hasGroupCard: true })).toBe(
        PATHWAY.SIGN_AND_CHIP_IN,
      );
      expect(pathwayForCollection({ ...base, collectionSetupType: t })).toBe(PATHWAY.CHIP_IN);
    }
  });

  it('card types lead to sign', () => {
    for (const t of [
      SETUP_TYPE.FGC_GIFT,
      SETUP_TYPE.PAID_GROUP_CARD,
      SETUP_TYPE.PGC_GIFT,
      SETUP_TYPE.GROUP_CARD_ONLY,
    ]) {
      expect(pathwayForCollection({ ...base, collectionSetupType: t })).toBe(PATHWAY.SIGN);
    }
  });

  it('the gcOnly flag leads to sign whatever the type', () => {
    expect(pathwayForCollection({ ...base, collectionSetupType: SETUP_TYPE.COLLECTION, gcOnly: true })).toBe(
      PATHWAY.SIGN,
    );
  });
});

describe('sign-only rules', () => {
  it('is allowed only with zero contribution', () => {
    expect(isSignOnlyAllowed({ zeroContributionAllowed: true })).toBe(true);
    expect(isSignOnlyAllowed({ zeroContributionAllowed: false })).toBe(false);
  });

  it('offers the sign-only button only when allowed', () => {
    const c = { ...base, collectionSetupType: SETUP_TYPE.COLLECTION_AND_GROUP_CARD, hasGroupCard: true };
    expect(landingButtons(c)).toEqual(['sign-and-chip-in', 'chip-in']);
    expect(landingButtons({ ...c, zeroContributionAllowed: true })).toContain('sign-only');
    expect(landingButtons({ ...base, collectionSetupType: SETUP_TYPE.COLLECTION })).toEqual(['chip-in']);
    expect(landingButtons({ ...base, collectionSetupType: SETUP_TYPE.GROUP_CARD_ONLY })).toEqual([
      'sign-card',
    ]);
  });

  it('sign card and sign only set the flag, sign and chip in clears it, chip in keeps it', () => {
    expect(choosePathway('sign-card', false)).toEqual({ pathway: PATHWAY.SIGN, signOnly: true });
    expect(choosePathway('sign-only', false)).toEqual({ pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true });
    expect(choosePathway('sign-and-chip-in', true)).toEqual({
      pathway: PATHWAY.SIGN_AND_CHIP_IN,
      signOnly: false,
    });
    expect(choosePathway('chip-in', true).signOnly).toBe(true);
    expect(choosePathway('chip-in', false).signOnly).toBe(false);
  });

  it('only a paying pathway is a payment pathway', () => {
    expect(isPaymentPathway({ pathway: PATHWAY.CHIP_IN, signOnly: false })).toBe(true);
    expect(isPaymentPathway({ pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: false })).toBe(true);
    expect(isPaymentPathway({ pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true })).toBe(false);
    expect(isPaymentPathway({ pathway: PATHWAY.SIGN, signOnly: false })).toBe(false);
    // FGC + Gift and Paid Group Card sign without paying (the web's journey relies on this).
    expect(isPaymentPathway({ pathway: PATHWAY.FGC_Gift, signOnly: false })).toBe(false);
    expect(isPaymentPathway({ pathway: PATHWAY.PAID_GROUP_CARD, signOnly: false })).toBe(false);
    expect(isSignOnlyPathway({ pathway: PATHWAY.SIGN, signOnly: false })).toBe(true);
  });

});

describe('topUpSettings', () => {
  it('chips in, picks the fee option from the new-fee flag, drops a zero exact amount', () => {
    expect(topUpSettings({ isNewFee: true, exactAmount: 2500, hasExactAmount: true })).toEqual({
      pathway: PATHWAY.CHIP_IN,
      whoPaysFeeOption: 2,
      hasExactAmount: true,
    });
    expect(topUpSettings({ isNewFee: false, exactAmount: 0, hasExactAmount: true })).toEqual({
      pathway: PATHWAY.CHIP_IN,
      whoPaysFeeOption: 1,
      hasExactAmount: false,
    });
  });
});
