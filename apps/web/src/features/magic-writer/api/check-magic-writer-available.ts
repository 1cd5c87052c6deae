import { API_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { magicWriterAvailabilityResponseValidator } from '../../../lib/validators/generated';

/** SPEC §7: errors of this call are never shown; a failure simply means "not available". */
export async function checkMagicWriterAvailable(signal?: AbortSignal): Promise<boolean> {
  try {
    const { available } = await apiRequest(contractPath(API_PATHS.magicWriterAvailable), {
      name: 'magic-message-service-availiablity-check',
      schema: magicWriterAvailabilityResponseValidator,
      errorMode: 'silent',
      ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
      ...(signal ? { signal } : {}),
    });
    return available;
  } catch {
    return false;
  }
}
