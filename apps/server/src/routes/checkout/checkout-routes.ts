import {
  API_PATHS,
  errorEnvelopeSchema,
  feeTableSchema,
  MESSAGES,
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  type PaymentMethod,
  paymentRequestSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCollectionByGuid } from '../../db/repositories/collections-repository';
import { AppError, notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { checkoutAnswerSchema } from '../../services/payments/payment-answer';
import { marketOf } from '../../services/payments/quote';
import { keepEditTokenForReceipt } from '../../services/payments/receipt-edit-token';
import { offeredWallets } from '../../payment-providers/offered-wallets';
import { publicOrigin } from '../../plugins/deployment';
import { paymentStatusRoute, withPaymentParam } from './payment-status-route';
import { sandboxChallengeRoute } from './sandbox-challenge-route';

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid({ message: 'Must be a UUID made once per payment attempt' }),
});

export const paymentErrors = {
  400: errorEnvelopeSchema,
  402: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

const returnQuerySchema = z.object({ payment: z.uuid() }).catchall(z.string());

export const clientConfigSchema = z.object({
  market: z.enum(['AU', 'US']),
  provider: z.enum(['sandbox', 'stripe', 'checkout']),
  hostedFieldsUrl: z.string().optional(),
  publishableKey: z.string().optional(),
  walletSheetUrls: z.object({ applePay: z.string(), googlePay: z.string() }).optional(),
  wallets: z.object({ applePay: z.boolean(), googlePay: z.boolean() }),
  paypal: z.boolean(),
  feeTable: feeTableSchema.nullable(),
  whoPaysFeeOption: z.number().int(),
});

/** The card-like methods each endpoint takes; the method decides the fee (SPEC §9 ids). */
function methodFor(endpoint: 'card' | 'apple' | 'google', asked: PaymentMethod | undefined): PaymentMethod {
  const allowed: Record<typeof endpoint, PaymentMethod[]> = {
    card: [PAYMENT_METHOD.CREDIT_CARD, PAYMENT_METHOD.AMERICAN_EXPRESS],
    apple: [PAYMENT_METHOD.APPLE_PAY],
    google: [PAYMENT_METHOD.GOOGLE_PAY],
  };
  const options = allowed[endpoint];
  const method = asked ?? options[0];
  if (method === undefined || !options.includes(method)) {
    throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], {
      fieldErrors: { paymentMethod: ['This payment method is not taken by this endpoint'] },
    });
  }
  return method;
}

export const checkoutRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const endpoints = [
    {
      url: API_PATHS.processCheckout,
      endpoint: 'card',
      summary: 'Pay with a tokenised card (hosted fields)',
    },
    { url: API_PATHS.applePayCheckout, endpoint: 'apple', summary: 'Pay with an Apple Pay wallet token' },
    { url: API_PATHS.googlePayCheckout, endpoint: 'google', summary: 'Pay with a Google Pay wallet token' },
  ] as const;

  for (const { url, endpoint, summary } of endpoints) {
    app.post(
      url,
      {
        schema: {
          tags: ['payments'],
          summary,
          description:
            'Body: the SPEC §3 payment request, money in cents; `Idempotency-Key` header: a UUID per attempt. ' +
            'The server recomputes subtotal, fee and total and refuses another figure (422 `amount_mismatch` with its quote). ' +
            'A retry with the same key answers the first outcome and never charges twice. ' +
            'Card testing is limited (decision 132): 429 `payment_attempts_limited` or `card_payments_paused`, or ' +
            '429 `challenge_required` with the widget to show, after which the same request with `challengeToken` goes through.',
          headers: idempotencyHeadersSchema,
          body: paymentRequestSchema,
          response: { 200: checkoutAnswerSchema, ...paymentErrors },
        },
      },
      async (request, reply) => {
        await keepEditTokenForReceipt(app.db, request.body, request.headers['idempotency-key']);
        try {
          return await app.payments.start({
            body: request.body,
            method: methodFor(endpoint, request.body.paymentMethod),
            idempotencyKey: request.headers['idempotency-key'],
            origin: publicOrigin(config),
            clientAddress: request.ip,
          });
        } catch (error) {
          // A card-testing refusal says when to come back, as every other limit does.
          const wait = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
          if (typeof wait === 'number') reply.header('retry-after', String(wait));
          throw error;
        }
      },
    );
  }

  await app.register(paymentStatusRoute);
  await app.register(sandboxChallengeRoute);

  app.get(
    '/api/checkout/return',
    {
      schema: {
        tags: ['payments'],
        summary: 'Where 3-D Secure sends the payer back; settles and redirects to the result page',
        querystring: returnQuerySchema,
      },
    },
    async (request, reply) => {
      const { payment, ...params } = request.query;
      const location = await app.payments.handleReturn(payment, { params: params as Record<string, string> });
      return reply.redirect(withPaymentParam(location, payment), 302);
    },
  );

  app.get(
    '/api/checkout/client-config',
    {
      schema: {
        tags: ['payments'],
        summary: 'What the payment page needs: provider, keys, wallets, fee table',
        querystring: z.object({ collection: z.uuid() }),
        response: { 200: clientConfigSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const collection = await findCollectionByGuid(app.db, request.query.collection);
      if (!collection || collection.isDeleted) throw notFound('The collection');
      const market = marketOf(collection);
      const cards = app.payments.providers.cards[market].clientConfig();
      const pricing = collection.pricing ? feeTableSchema.safeParse(collection.pricing) : null;
      const gateways = collection.paymentGateways.map((g) => g.gateway);
      return {
        market,
        provider: cards.provider === 'paypal' ? 'sandbox' : cards.provider,
        ...(cards.hostedFieldsUrl ? { hostedFieldsUrl: cards.hostedFieldsUrl } : {}),
        ...(cards.publishableKey ? { publishableKey: cards.publishableKey } : {}),
        ...(cards.walletSheetUrls ? { walletSheetUrls: cards.walletSheetUrls } : {}),
        wallets: offeredWallets(cards),
        paypal: gateways.length === 0 || gateways.includes(PAYMENT_PROVIDER.PAYPAL),
        feeTable: pricing?.success ? pricing.data : null,
        whoPaysFeeOption: collection.whoPaysFeeOption,
      };
    },
  );
};
