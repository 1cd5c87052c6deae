import { SETUP_TYPE } from './constants';
import type { Market } from './markets';

export type ReceiptMedium = 'collection-and-card' | 'card-only' | 'collection-only' | 'fgc-gift' | 'other';
export type ReceiptCampaign = 'receipt-australia' | 'receipt-rest-of-world';

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
export function receiptCampaign(market: Market | string): ReceiptCampaign {
  return market === 'AU' ? 'receipt-australia' : 'receipt-rest-of-world';
}

/**
 * A link in a receipt email, tagged with SPEC §4's marketing values (`utm_medium`, `utm_campaign`) so
 * that visits from receipts are counted by collection type and market. Existing query parameters
 * (messageId, token) are kept; the URL may be absolute or a path.
 */
export function receiptLink(url: string, collection: { setupType: string; market: string }): string {
  const params = new URLSearchParams({
    utm_medium: receiptMedium(collection.setupType),
    utm_campaign: receiptCampaign(collection.market),
  });
  return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
}
