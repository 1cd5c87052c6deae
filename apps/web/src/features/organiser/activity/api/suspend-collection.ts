import { collectionActivitySchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type CollectionActivity } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** POST suspend: answers the collection's activity as it now stands. */
export function suspendCollection(guid: string): Promise<CollectionActivity> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.suspend, { guid })), {
    name: 'suspendCollection',
    method: 'POST',
    body: {},
    schema: collectionActivitySchema,
    errorMode: 'caller',
  });
}
