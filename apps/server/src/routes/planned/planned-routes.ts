import { API_PATHS, type ApiPathName } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** SPEC §7 paths this server does not serve yet, with the method each will use. */
export const PLANNED_ROUTES: readonly { name: ApiPathName; method: 'GET' | 'POST' }[] = [
  { name: 'applePayCheckout', method: 'POST' },
  { name: 'processCheckout', method: 'POST' },
  { name: 'googlePayCheckout', method: 'POST' },
  { name: 'processPayPal', method: 'POST' },
  { name: 'editGroupCard', method: 'POST' },
  { name: 'storeGroupCard', method: 'POST' },
  { name: 'sendSignCardReceiptEmail', method: 'POST' },
  { name: 'generateContributorMessage', method: 'POST' },
  { name: 'randomFact', method: 'GET' },
  { name: 'magicWriterAvailable', method: 'GET' },
  { name: 'improveContributorMessage', method: 'POST' },
  { name: 'magicMessageTracking', method: 'POST' },
  { name: 'updateAnyCardDetails', method: 'POST' },
  { name: 'payFromPack', method: 'POST' },
  { name: 'processFullPgcDiscount', method: 'POST' },
];

const notImplementedSchema = z.object({
  error: z.object({ code: z.literal('not_implemented'), message: z.string() }),
});

/**
 * Registered last: any planned path another route plugin already serves is skipped, so the real
 * route replaces the placeholder without touching this list.
 */
export const plannedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { name, method } of PLANNED_ROUTES) {
    const url = API_PATHS[name];
    if (app.hasRoute({ method, url })) continue;
    app.route({
      method,
      url,
      schema: {
        tags: ['planned'],
        summary: `Planned, not implemented yet (${name})`,
        description: 'Part of SPEC §7; answers 501 `not_implemented` until it is built.',
        response: { 501: notImplementedSchema },
      },
      handler: async (_request, reply) =>
        reply
          .status(501)
          .send({
            error: { code: 'not_implemented' as const, message: 'This endpoint is not available yet.' },
          }),
    });
  }
};
