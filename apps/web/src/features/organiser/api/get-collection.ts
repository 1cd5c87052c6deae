import { organiserCollectionPath, organiserCollectionSchema, type OrganiserCollection } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** One of the organiser's collections as the edit form loads it. */
export function getCollection(guid: string, signal?: AbortSignal): Promise<OrganiserCollection> {
  return apiRequest(contractPath(organiserCollectionPath(guid)), {
    name: 'getCollection',
    schema: organiserCollectionSchema,
    errorMode: 'caller',
    signal,
  });
}
