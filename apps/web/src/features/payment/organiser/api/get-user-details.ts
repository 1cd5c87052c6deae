import { API_PATHS, userDetailsSchema, type UserDetails } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** GET getuserdetails by collectionGuid (paid group card) or userid (pack, bulk upload). */
export function getUserDetails(
  query: { collectionGuid: string } | { userid: string },
  signal?: AbortSignal,
): Promise<UserDetails> {
  return apiRequest(contractPath(API_PATHS.userDetails), {
    name: 'getUserDetails',
    query,
    schema: userDetailsSchema,
    errorMode: 'caller',
    signal,
  });
}
