import { DELIVERY_PATHS, recipientCardSchema, type RecipientCard } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/**
 * The delivered card, read-only, for a contributor from their receipt link. The edit token travels
 * in a header, never in the URL, so it stays out of server logs and the Referer.
 */
export function getContributorCard(collectionGuid: string, editToken: string, signal?: AbortSignal): Promise<RecipientCard> {
  return apiRequest(contractPath(DELIVERY_PATHS.contributorCard), {
    name: 'getContributorCard',
    query: { collection: collectionGuid },
    headers: { 'x-edit-token': editToken },
    schema: recipientCardSchema,
    errorMode: 'caller',
    signal,
  });
}
