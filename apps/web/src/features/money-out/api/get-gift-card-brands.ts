import { GIFT_CARD_PATHS, giftCardBrandsResponseSchema, type GiftCardBrand, type Market } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

/** The gift-card brands offered in a market (issue 33): the catalogue the redeemer chooses from. */
export async function getGiftCardBrands(market: Market, signal?: AbortSignal): Promise<GiftCardBrand[]> {
  const answer = await apiRequest(contractPath(GIFT_CARD_PATHS.brands.replace(':market', market)), {
    name: 'getGiftCardBrands',
    schema: giftCardBrandsResponseSchema,
    errorMode: 'caller',
    signal,
  });
  return answer.brands;
}

/** A logo under this site's API (the sandbox's drawings) is reached through the configured API base. */
export function logoSrc(logoUrl: string): string {
  return logoUrl.startsWith('/api/') ? `${config.apiBaseUrl}${logoUrl.slice(4)}` : logoUrl;
}
