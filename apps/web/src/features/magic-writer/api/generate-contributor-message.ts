import {
  API_PATHS,
  generateContributorMessageResponseSchema,
  type GenerateContributorMessageRequest,
  type GenerateContributorMessageResponse,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

export function generateContributorMessage(
  body: GenerateContributorMessageRequest,
): Promise<GenerateContributorMessageResponse> {
  return apiRequest(contractPath(API_PATHS.generateContributorMessage), {
    name: 'generate-contributor-message',
    method: 'POST',
    body,
    schema: generateContributorMessageResponseSchema,
    // The panel shows its own error next to the result instead of the page toast.
    errorMode: 'caller',
    ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
  });
}
