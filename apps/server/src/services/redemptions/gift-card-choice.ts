import { formatMoney, giftCardAmountProblem, type ChosenBrand, type Market } from '@groupgift/domain';
import { AppError } from '../../lib/app-error';
import { ProviderError } from '../../payment-providers/provider';
import type { PayoutProvider } from '../../payment-providers/payout-provider';
import type { redeemRequestSchema } from '@groupgift/domain';
import type { z } from 'zod';

type ParsedRedeemRequest = z.output<typeof redeemRequestSchema>;

const refused = (message: string, field: 'brandId' | 'amount') =>
  new AppError(422, 'unprocessable', message, { fieldErrors: { [field]: [message] } });

/**
 * The catalogue brand a gift card is asked in (issue 33, decision 162): it must be offered in the
 * collection's market and take the amount the redeemer receives — any amount inside a range, or exactly
 * one of a fixed brand's denominations (the refusal names the possible ones). Checked before anything is
 * held; what is kept is the brand as it is now, so the result, the mail and the statement still name it.
 */
export async function chosenBrand(provider: PayoutProvider, request: ParsedRedeemRequest, market: Market, netCents: number): Promise<ChosenBrand | null> {
  if (request.method !== 'gift_card') return null;
  let brands;
  try {
    brands = provider.giftCardBrands ? await provider.giftCardBrands(market) : [];
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError(503, 'service_unavailable', 'The gift card catalogue could not be reached. Nothing was taken: please try again.');
    throw error;
  }
  const brand = brands.find((b) => b.id === request.brandId);
  if (!brand) throw refused('This gift card is not offered here: choose another.', 'brandId');
  const problem = giftCardAmountProblem(brand.value, netCents, (c) => formatMoney(c, market));
  if (problem) throw refused(problem, 'amount');
  const { id, name, logoUrl, whereToSpend, howToUse, terms } = brand;
  return { id, name, logoUrl, whereToSpend, howToUse, terms };
}
