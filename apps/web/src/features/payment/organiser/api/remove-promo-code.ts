import { ORGANISER_PAYMENT_PATHS, userDetailsSchema, type UserDetails } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

export function removePromoCode(collectionGuid: string): Promise<UserDetails> {
  return apiRequest(contractPath(ORGANISER_PAYMENT_PATHS.removePromoCode), {
    name: 'removePromoCode',
    body: { collectionGuid },
    schema: userDetailsSchema,
    errorMode: 'caller',
  });
}
