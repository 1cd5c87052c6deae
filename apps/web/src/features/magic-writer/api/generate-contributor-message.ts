import {
  API_PATHS,
  type GenerateContributorMessageRequest,
  type GenerateContributorMessageResponse,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { generateContributorMessageResponseValidator } from '../../../lib/validators/generated';

export function generateContributorMessage(
  body: GenerateContributorMessageRequest,
): Promise<GenerateContributorMessageResponse> {
  return apiRequest(contractPath(API_PATHS.generateContributorMessage), {
    name: 'generate-contributor-message',
    method: 'POST',
    body,
    schema: generateContributorMessageResponseValidator,
    // The panel shows its own error next to the result instead of the page toast.
    errorMode: 'caller',
    ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
  });
}
