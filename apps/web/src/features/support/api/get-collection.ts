import { SUPPORT_PATHS, supportCollectionSchema, supportPath, type SupportCollection } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET a collection as support sees it. */
export function getSupportCollection(guid: string, signal?: AbortSignal): Promise<SupportCollection> {
  return apiRequest(contractPath(supportPath(SUPPORT_PATHS.collection, guid)), { name: 'supportCollection', schema: supportCollectionSchema, errorMode: 'caller', signal });
}
