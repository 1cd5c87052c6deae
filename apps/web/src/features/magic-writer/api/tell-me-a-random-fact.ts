import { API_PATHS, type RandomFactResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { randomFactResponseValidator } from '../../../lib/validators/generated';

/** `previous` is the fact on screen, so the next one is different. */
export function tellMeARandomFact(previous?: number): Promise<RandomFactResponse> {
  return apiRequest(contractPath(API_PATHS.randomFact), {
    name: 'tell-me-a-random-fact',
    query: { previous },
    schema: randomFactResponseValidator,
    errorMode: 'caller',
    ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
  });
}
