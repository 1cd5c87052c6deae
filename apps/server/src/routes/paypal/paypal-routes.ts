import { API_PATHS, MESSAGES, PAYMENT_METHOD, paymentRequestSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { checkoutAnswerSchema } from '../../services/payments/payment-answer';
import { idempotencyHeadersSchema, paymentErrors } from '../checkout/checkout-routes';
import { keepEditTokenForReceipt } from '../../services/payments/receipt-edit-token';
import { publicOrigin } from '../../plugins/deployment';
import { withPaymentParam } from '../checkout/payment-status-route';

const returnQuerySchema = z
  .object({ payment: z.uuid(), cancelled: z.string().optional() })
  .catchall(z.string());

export const payPalRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    API_PATHS.processPayPal,
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a PayPal payment: answers the approval URL the web submits a form to',
        description:
          'Same body and `Idempotency-Key` as ProcessCheckout. Answers `{ success: false, paypalApprovalUrl }`; the payer ' +
          'approves or cancels on PayPal and comes back to /api/paypal/return, which captures and redirects.',
        headers: idempotencyHeadersSchema,
        body: paymentRequestSchema,
        response: { 200: checkoutAnswerSchema, ...paymentErrors },
      },
    },
    async (request) => {
      const asked = request.body.paymentMethod ?? PAYMENT_METHOD.PAYPAL;
      if (asked !== PAYMENT_METHOD.PAYPAL && asked !== PAYMENT_METHOD.PAYPAL_DIRECT) {
        throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], {
          fieldErrors: { paymentMethod: ['This payment method is not taken by this endpoint'] },
        });
      }
      await keepEditTokenForReceipt(app.db, request.body, request.headers['idempotency-key']);
      return app.payments.start({
        body: request.body,
        method: asked,
        idempotencyKey: request.headers['idempotency-key'],
        origin: publicOrigin(config),
      });
    },
  );

  app.get(
    '/api/paypal/return',
    {
      schema: {
        tags: ['payments'],
        summary: 'Where PayPal sends the payer back; captures an approved order and redirects',
        querystring: returnQuerySchema,
      },
    },
    async (request, reply) => {
      const { payment, cancelled, ...params } = request.query;
      const location = await app.payments.handleReturn(payment, {
        cancelled: cancelled === '1',
        params: params as Record<string, string>,
      });
      return reply.redirect(withPaymentParam(location, payment), 302);
    },
  );
};
