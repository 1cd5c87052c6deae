import {
  errorEnvelopeSchema,
  onboardingLinkSchema,
  PAYOUT_ACCOUNT_PATHS as PATHS,
  payoutAccountSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOwnedCollection } from '../organiser-activity/load-owned-collection';

const params = z.object({ id: z.uuid() });
const tags = ['organiser'];
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 503: errorEnvelopeSchema };

/** The organiser's payout account (issue 33, decision 165): its status, and the hosted onboarding link. */
export const payoutAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.account,
    {
      schema: {
        tags,
        summary: "The organiser's payout account in the collection's market: none, pending, verified or restricted, and what is due",
        params,
        response: { 200: payoutAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return app.payoutAccounts.view(collection);
    },
  );

  app.post(
    PATHS.onboarding,
    {
      schema: {
        tags,
        summary: "Start or continue payout set-up: the provider's hosted onboarding URL (a new one each time; they expire)",
        params,
        response: { 200: onboardingLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return { url: await app.payoutAccounts.onboardingUrl(collection) };
    },
  );
};
