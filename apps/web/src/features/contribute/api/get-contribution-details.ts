import { API_PATHS, collectionSchema, type Collection } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET /contributions/contribution-details?collection=<guid>: the collection (a boot call). */
export function getContributionDetails(collectionGuid: string, signal?: AbortSignal): Promise<Collection> {
  return apiRequest(contractPath(API_PATHS.contributionDetails), {
    name: 'contributionDetails',
    query: { collection: collectionGuid },
    schema: collectionSchema,
    withApiKey: true,
    errorMode: 'caller',
    signal,
  });
}
