import { z } from 'zod';
import { feeTableSchema } from '@groupgift/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * What the browser needs to take a payment for one collection: the provider, where its hosted card
 * fields live, which wallets and PayPal are on, and the fee rules. Lenient on optional parts so a
 * server that adds fields (or leaves the fee table out) never breaks the payment step.
 */
export const clientConfigSchema = z.object({
  market: z.string().default('US'),
  provider: z.enum(['sandbox', 'stripe', 'checkout']).catch('sandbox'),
  hostedFieldsUrl: z.string().nullable().optional(),
  publishableKey: z.string().nullable().optional(),
  /** The wallet sheets' pages; without them they sit next to the hosted fields. */
  walletSheetUrls: z.object({ applePay: z.string(), googlePay: z.string() }).nullable().optional(),
  wallets: z.object({ applePay: z.boolean().default(false), googlePay: z.boolean().default(false) }).prefault({}),
  paypal: z.boolean().default(false),
  feeTable: feeTableSchema.nullable().optional(),
  whoPaysFeeOption: z.number().int().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** GET /checkout/client-config?collection=<guid>. */
export function getClientConfig(collectionGuid: string, signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest('/checkout/client-config', {
    name: 'clientConfig',
    query: { collection: collectionGuid },
    schema: clientConfigSchema,
    errorMode: 'caller',
    signal,
  });
}
