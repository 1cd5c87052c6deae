import { contributionsResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type ContributionsResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Every contribution with its amounts: for the organiser only. */
export function getContributions(guid: string, signal?: AbortSignal): Promise<ContributionsResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.contributions, { guid })), {
    name: 'getContributions',
    schema: contributionsResponseSchema,
    errorMode: 'caller',
    signal,
  });
}
