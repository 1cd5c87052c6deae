import { collectionActivitySchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type CollectionActivity, type ReopenRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Reopens the collection; a new close date is needed when the old one has passed. */
export function reopenCollection(guid: string, body: ReopenRequest): Promise<CollectionActivity> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.reopen, { guid })), {
    name: 'reopenCollection',
    method: 'POST',
    body,
    schema: collectionActivitySchema,
    errorMode: 'caller',
  });
}
