import { API_PATHS, type Collection } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { takeEmbeddedDetails } from './embedded-details';
import { collectionValidator } from '../../../lib/validators/generated';

/**
 * GET /contributions/contribution-details?collection=<guid>: the collection (a boot call). On a
 * landing page the server drew, the body it embedded answers instead, checked by the same schema.
 */
export function getContributionDetails(collectionGuid: string, signal?: AbortSignal): Promise<Collection> {
  const embedded = collectionValidator.safeParse(takeEmbeddedDetails(collectionGuid));
  if (embedded.success) return Promise.resolve(embedded.data);
  return apiRequest(contractPath(API_PATHS.contributionDetails), {
    name: 'contributionDetails',
    query: { collection: collectionGuid },
    schema: collectionValidator,
    withApiKey: true,
    errorMode: 'caller',
    signal,
  });
}
