import { organiserCollectionPath, organiserCollectionSchema, type OrganiserCollection, type OrganiserCollectionRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** Saves changes to one of the organiser's collections. */
export function updateCollection(guid: string, body: OrganiserCollectionRequest): Promise<OrganiserCollection> {
  return apiRequest(contractPath(organiserCollectionPath(guid)), {
    name: 'updateCollection',
    method: 'PUT',
    body,
    schema: organiserCollectionSchema,
    errorMode: 'caller',
  });
}
