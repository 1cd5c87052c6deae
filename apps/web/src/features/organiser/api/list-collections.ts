import { collectionListResponseSchema, ORGANISER_COLLECTION_PATHS, type CollectionListQuery, type CollectionListResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** One page of the signed-in organiser's collections. */
export function listCollections(query: CollectionListQuery, signal?: AbortSignal): Promise<CollectionListResponse> {
  return apiRequest(contractPath(ORGANISER_COLLECTION_PATHS.list), {
    name: 'listCollections',
    query: { ...query, search: query.search || undefined },
    schema: collectionListResponseSchema,
    errorMode: 'caller',
    signal,
  });
}
