import {
  API_PATHS,
  type ImproveContributorMessageRequest,
  type ImproveContributorMessageResponse,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { improveContributorMessageResponseValidator } from '../../../lib/validators/generated';

export function improveContributorMessage(
  body: ImproveContributorMessageRequest,
): Promise<ImproveContributorMessageResponse> {
  return apiRequest(contractPath(API_PATHS.improveContributorMessage), {
    name: 'improve-contributor-message',
    method: 'POST',
    body,
    schema: improveContributorMessageResponseValidator,
    errorMode: 'caller',
    ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
  });
}
