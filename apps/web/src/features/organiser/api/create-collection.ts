import { ORGANISER_COLLECTION_PATHS, organiserCollectionSchema, type OrganiserCollection, type OrganiserCollectionRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** Creates a collection; field errors come back on the ApiError for the form to show. */
export function createCollection(body: OrganiserCollectionRequest): Promise<OrganiserCollection> {
  return apiRequest(contractPath(ORGANISER_COLLECTION_PATHS.create), {
    name: 'createCollection',
    method: 'POST',
    body,
    schema: organiserCollectionSchema,
    errorMode: 'caller',
  });
}
