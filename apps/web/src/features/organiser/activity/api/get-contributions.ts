import { contributionsResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type ContributionsResponse, type PageQuery } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** One page of the contributions with their amounts, newest first: for the organiser only. */
export function getContributions(guid: string, page: Partial<PageQuery> = {}, signal?: AbortSignal): Promise<ContributionsResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.contributions, { guid })), {
    name: 'getContributions',
    query: page,
    schema: contributionsResponseSchema,
    errorMode: 'caller',
    signal,
  });
}
