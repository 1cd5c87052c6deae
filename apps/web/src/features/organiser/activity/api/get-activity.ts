import { collectionActivitySchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type CollectionActivity } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** The collection's status, invitation link and summary figures. */
export function getActivity(guid: string, signal?: AbortSignal): Promise<CollectionActivity> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.activity, { guid })), {
    name: 'getActivity',
    schema: collectionActivitySchema,
    errorMode: 'caller',
    signal,
  });
}
