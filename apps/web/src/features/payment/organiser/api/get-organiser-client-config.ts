import { ORGANISER_PAYMENT_PATHS, type Market } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import type { ClientConfig } from '../../api/get-client-config';
import { clientConfigSchema } from '../../../../lib/validators/web-schemas';

/** The payment form's provider settings for the organiser's market. */
export function getOrganiserClientConfig(market: Market, signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest(contractPath(ORGANISER_PAYMENT_PATHS.clientConfig), {
    name: 'organiserClientConfig',
    query: { market },
    schema: clientConfigSchema,
    errorMode: 'caller',
    signal,
  });
}
