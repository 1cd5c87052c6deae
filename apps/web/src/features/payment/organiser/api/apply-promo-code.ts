import { ORGANISER_PAYMENT_PATHS, userDetailsSchema, type UserDetails } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

export function applyPromoCode(collectionGuid: string, promoCode: string): Promise<UserDetails> {
  return apiRequest(contractPath(ORGANISER_PAYMENT_PATHS.applyPromoCode), {
    name: 'applyPromoCode',
    body: { collectionGuid, promoCode },
    schema: userDetailsSchema,
    errorMode: 'caller',
  });
}
