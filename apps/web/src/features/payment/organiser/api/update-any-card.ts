import { ORGANISER_PAYMENT_PATHS, userDetailsSchema, type UserDetails } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** POST updateanycarddetails: the any card amount in cents (multiples of $5; 0 removes it). */
export function updateAnyCard(collectionGuid: string, anyCardAmount: number): Promise<UserDetails> {
  return apiRequest(contractPath(ORGANISER_PAYMENT_PATHS.updateAnyCardDetails), {
    name: 'updateAnyCardDetails',
    body: { collectionGuid, anyCardAmount },
    schema: userDetailsSchema,
    errorMode: 'caller',
  });
}
