import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { clientConfigValidator } from '../../../lib/validators/generated';
import type { clientConfigSchema } from '../../../lib/validators/web-schemas';

/** What the browser needs to take a payment for one collection (lib/validators/web-schemas.ts). */
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** GET /checkout/client-config?collection=<guid>. */
export function getClientConfig(collectionGuid: string, signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest('/checkout/client-config', {
    name: 'clientConfig',
    query: { collection: collectionGuid },
    schema: clientConfigValidator,
    errorMode: 'caller',
    signal,
  });
}
