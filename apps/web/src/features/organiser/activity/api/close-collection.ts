import { collectionActivitySchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type CollectionActivity } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** POST close: answers the collection's activity as it now stands. */
export function closeCollection(guid: string): Promise<CollectionActivity> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.close, { guid })), {
    name: 'closeCollection',
    method: 'POST',
    body: {},
    schema: collectionActivitySchema,
    errorMode: 'caller',
  });
}
