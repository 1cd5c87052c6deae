import {
  PAYMENT_RETURN_PATHS,
  errorEnvelopeSchema,
  paymentStatusQuerySchema,
  paymentStatusResponseSchema,
  type PaymentStatusResponse,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findContributionOutcome } from '../../db/repositories/payment-return-repository';
import { notFound } from '../../lib/app-error';

/** Adds `payment=<guid>` to a result page the payer is sent to, so that page can record the outcome. */
export function withPaymentParam(location: string, paymentGuid: string): string {
  if (!/\/(payment-successful|pathway-complete)(\?|$)/.test(location)) return location;
  return `${location}${location.includes('?') ? '&' : '?'}payment=${encodeURIComponent(paymentGuid)}`;
}

/** GET the outcome of a contribution the browser just came back from (3-D Secure, PayPal). */
export const paymentStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_RETURN_PATHS.status,
    {
      schema: {
        tags: ['payments'],
        summary: 'The outcome of a contribution, for the page the payer returns to after 3-D Secure or PayPal',
        description:
          '`?payment=<guid>` after a redirect, or `?attempt=<Idempotency-Key>` from a payment page reloaded mid-attempt. ' +
          'A payment still `created`, `requires_action` or `pending` is settled by reconciliation.',
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request): Promise<PaymentStatusResponse> => {
      const row = await findContributionOutcome(app.db, request.query);
      if (!row) throw notFound('The payment');
      const settled = row.status === 'succeeded' || row.status === 'refunded' || row.status === 'failed';
      return {
        paymentId: row.guid,
        collectionGuid: row.collectionGuid,
        paymentSuccessful: row.status === 'succeeded',
        status: row.status as PaymentStatusResponse['status'],
        invoiceNumber: row.invoiceNumber,
        paymentDate: settled ? row.updatedAt.toISOString() : null,
      };
    },
  );
};
