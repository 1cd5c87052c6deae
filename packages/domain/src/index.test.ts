import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@groupgift/domain entry', () => {
  it('exposes the contract, the rules and the catalogue from one import', () => {
    for (const name of [
      'collectionSchema',
      'groupCardSchema',
      'coverPageSchema',
      'messageSchema',
      'storeMessageRequestSchema',
      'paymentRequestSchema',
      'paymentResponseSchema',
      'userDetailsSchema',
      'pricingPlanSchema',
      'feeTableSchema',
      'contributionDetailsQuerySchema',
      'errorEnvelopeSchema',
      'formatMoney',
      'parseMoney',
      'roundTo2Dp',
      'renderTo2Dp',
      'paymentTotals',
      'checkContribution',
      'pathwayForCollection',
      'progressSteps',
      'formatMessage',
      'contributePath',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
