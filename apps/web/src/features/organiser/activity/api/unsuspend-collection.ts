import { collectionActivitySchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type CollectionActivity } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** POST unsuspend: answers the collection's activity as it now stands. */
export function unsuspendCollection(guid: string): Promise<CollectionActivity> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.unsuspend, { guid })), {
    name: 'unsuspendCollection',
    method: 'POST',
    body: {},
    schema: collectionActivitySchema,
    errorMode: 'caller',
  });
}
