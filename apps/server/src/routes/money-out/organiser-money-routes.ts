import {
  balanceSummarySchema,
  errorEnvelopeSchema,
  MONEY_OUT_PATHS as PATHS,
  redeemerRequestSchema,
  redeemRequestSchema,
  redeemResponseSchema,
  redemptionParamsSchema,
  redemptionSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOwnedCollection } from '../organiser-activity/load-owned-collection';
import { idempotencyHeadersSchema } from '../checkout/checkout-routes';
import { redeemLimit, type RedeemRateLimit } from './redeem-limit';

const params = z.object({ id: z.uuid() });
const tags = ['organiser'];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** The organiser's side of money out (issue 15, decision 112): the balance, who redeems, withdrawing. */
export const organiserMoneyRoutes: FastifyPluginAsyncZod<{ rateLimit: RedeemRateLimit }> = async (app, options) => {
  const limit = redeemLimit(app, options.rateLimit);

  app.get(
    PATHS.balance,
    {
      schema: {
        tags,
        summary: 'The balance, who redeems, whether it is open now, the redemptions and their audit',
        params,
        response: { 200: balanceSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return app.redemptions.balance(collection);
    },
  );

  app.put(
    PATHS.redeemer,
    {
      schema: {
        tags,
        summary: 'Choose who redeems: the organiser (after close) or the recipient (after delivery)',
        description: 'Refused (409) once a redemption has been made.',
        params,
        body: redeemerRequestSchema,
        response: { 200: balanceSummarySchema, ...errors },
      },
    },
    async (request) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      await app.redemptions.setRedeemer(collection, request.body.redeemer, request.ip);
      return app.redemptions.balance(await loadOwnedCollection(app.db, request, request.params.id));
    },
  );

  app.post(
    PATHS.organiserRedemptions,
    {
      preHandler: limit,
      schema: {
        tags,
        summary: 'Withdraw: a bank payout, a PayPal payout or a gift card (header Idempotency-Key)',
        description:
          'Exactly once per Idempotency-Key: the same key and request answer the first redemption (200); the same key ' +
          'with another request is 409 idempotency_conflict. Refusals (not_redeemable, insufficient_balance, ' +
          'amount_mismatch, validation_failed) are made before any provider call.',
        params,
        headers: idempotencyHeadersSchema,
        body: redeemRequestSchema,
        response: { 200: redeemResponseSchema, 201: redeemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      const answer = await app.redemptions.redeem({
        collection,
        redeemer: 'organiser',
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
      });
      void reply.header('cache-control', 'no-store');
      return reply.code(answer.created ? 201 : 200).send({ redemption: answer.redemption, available: answer.available });
    },
  );

  app.get(
    PATHS.organiserRedemptions,
    {
      schema: { tags, summary: 'The collection’s redemptions', params, response: { 200: z.array(redemptionSchema), ...errors } },
    },
    async (request) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      return app.redemptions.list(collection.id, 'organiser');
    },
  );

  app.get(
    PATHS.organiserRedemption,
    {
      schema: {
        tags,
        summary: 'One redemption: its status, and the gift card for the organiser who redeemed it',
        params: params.extend(redemptionParamsSchema.shape),
        response: { 200: redemptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return app.redemptions.find(collection.id, request.params.redemptionId, 'organiser');
    },
  );
};
