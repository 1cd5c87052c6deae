import {
  errorEnvelopeSchema,
  MESSAGES,
  REFUND_PATHS,
  refundParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { refundContribution } from '../../services/payments/refunds';

/** The organiser refunds a contribution on one of their own collections (decision 078). */
export const refundRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.post(
    REFUND_PATHS.refund,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Refund a contribution in full (organiser of its collection only)',
        description:
          'Sends the whole payment back through its provider and takes it out of the collection\'s collected, ' +
          'joined and charity figures once. Safe to repeat: a second call answers the first refund. ' +
          'Another organiser\'s or an unknown payment answers 404.',
        params: refundParamsSchema,
        body: refundRequestSchema.optional(),
        response: {
          200: refundResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const organiser = request.organiser;
      if (!organiser) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
      return refundContribution(
        { db: app.db, payments: app.payments, log: request.log },
        { paymentGuid: request.params.paymentGuid, organiserId: organiser.id },
      );
    },
  );
};
