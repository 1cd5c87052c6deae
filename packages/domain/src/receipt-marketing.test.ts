import { describe, expect, it } from 'vitest';
import { receiptCampaign, receiptLink, receiptMedium } from './receipt-marketing';

describe('receipt marketing values', () => {
  it('derives the medium from the setup type', () => {
    expect(receiptMedium('Collection + Group Card')).toBe('collection-and-card');
    expect(receiptMedium('Group Card Only')).toBe('card-only');
    expect(receiptMedium('Collection')).toBe('collection-only');
    expect(receiptMedium('FGC + Gift')).toBe('fgc-gift');
    expect(receiptMedium('Paid Group Card')).toBe('other');
  });

  it('derives the campaign from the market', () => {
    expect(receiptCampaign('AU')).toBe('receipt-australia');
    expect(receiptCampaign('US')).toBe('receipt-rest-of-world');
  });

  it('tags a receipt link, keeping its own query', () => {
    expect(receiptLink('https://gifts.example/contribute/abc', { setupType: 'Collection', market: 'AU' })).toBe(
      'https://gifts.example/contribute/abc?utm_medium=collection-only&utm_campaign=receipt-australia',
    );
    expect(
      receiptLink('/contribute/abc/sign?messageId=7&token=a%2Bb', { setupType: 'Group Card Only', market: 'US' }),
    ).toBe('/contribute/abc/sign?messageId=7&token=a%2Bb&utm_medium=card-only&utm_campaign=receipt-rest-of-world');
  });
});
