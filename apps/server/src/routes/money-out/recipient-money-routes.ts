import {
  errorEnvelopeSchema,
  MONEY_OUT_PATHS as PATHS,
  recipientParamsSchema,
  recipientRedeemSchema,
  redeemRequestSchema,
  redeemResponseSchema,
  redemptionParamsSchema,
  redemptionSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '../checkout/checkout-routes';
import { loadRecipientCard } from '../recipient/recipient-access';
import { redeemLimit, type RedeemRateLimit } from './redeem-limit';

const tags = ['recipient'];
const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/**
 * The recipient redeems from the delivered card (issue 15, decision 112), reached only with the private
 * link's token (an unknown, revoked or undelivered link answers the generic 404).
 */
export const recipientMoneyRoutes: FastifyPluginAsyncZod<{ rateLimit: RedeemRateLimit }> = async (app, options) => {
  const limit = redeemLimit(app, options.rateLimit);
  const privatePage = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  app.get(
    PATHS.recipientRedeem,
    {
      schema: {
        tags,
        summary: 'What the recipient may redeem now: the amount, the ways, and their redemptions',
        params: recipientParamsSchema,
        response: { 200: recipientRedeemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { collection, delivery } = await loadRecipientCard(app, request.params.token);
      void reply.headers(privatePage);
      return app.redemptions.recipientRedeem(collection, delivery);
    },
  );

  app.post(
    PATHS.recipientRedemptions,
    {
      preHandler: limit,
      schema: {
        tags,
        summary: 'Redeem the gift: a gift card (code and PIN shown and mailed), PayPal or a bank payout',
        description: 'Exactly once per Idempotency-Key, as the organiser’s withdrawal.',
        params: recipientParamsSchema,
        headers: idempotencyHeadersSchema,
        body: redeemRequestSchema,
        response: { 200: redeemResponseSchema, 201: redeemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { collection } = await loadRecipientCard(app, request.params.token);
      const answer = await app.redemptions.redeem({
        collection,
        redeemer: 'recipient',
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
      });
      void reply.headers(privatePage);
      return reply.code(answer.created ? 201 : 200).send({ redemption: answer.redemption, available: answer.available });
    },
  );

  app.get(
    PATHS.recipientRedemptions,
    {
      schema: {
        tags,
        summary: 'The recipient’s redemptions',
        params: recipientParamsSchema,
        response: { 200: z.array(redemptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { collection } = await loadRecipientCard(app, request.params.token);
      void reply.headers(privatePage);
      return app.redemptions.list(collection.id, 'recipient');
    },
  );

  app.get(
    PATHS.recipientRedemption,
    {
      schema: {
        tags,
        summary: 'One of the recipient’s redemptions: status, and the gift card’s code and PIN',
        params: recipientParamsSchema.extend(redemptionParamsSchema.shape),
        response: { 200: redemptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { collection } = await loadRecipientCard(app, request.params.token);
      void reply.headers(privatePage);
      return app.redemptions.find(collection.id, request.params.redemptionId, 'recipient');
    },
  );
};
