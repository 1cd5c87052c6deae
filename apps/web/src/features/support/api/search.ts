import { SUPPORT_PATHS, supportSearchResponseSchema, type SupportSearchResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET search: everything the text could name, grouped by kind. */
export function searchSupport(q: string, signal?: AbortSignal): Promise<SupportSearchResponse> {
  return apiRequest(contractPath(SUPPORT_PATHS.search), { name: 'supportSearch', query: { q }, schema: supportSearchResponseSchema, errorMode: 'caller', signal });
}
