import {
  applyPromoCodeRequestSchema,
  bulkUploadQuoteSchema,
  collectionPurchaseRequestSchema,
  errorEnvelopeSchema,
  guidSchema,
  MESSAGES,
  ORGANISER_PAYMENT_PATHS,
  organiserCheckoutRequestSchema,
  PAYMENT_METHOD,
  type PaymentMethod,
  updateAnyCardRequestSchema,
  userDetailsSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { offeredWallets } from '../../payment-providers/offered-wallets';
import { requireOrganiser, type SessionOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { bulkUploadQuote } from '../../services/organiser-payments/bulk-upload-quote';
import {
  applyPromoCode,
  preparePaidGroupCard,
  preparePayFromPack,
  preparePurchase,
  removePromoCode,
  updateAnyCard,
} from '../../services/organiser-payments/organiser-purchases';
import { checkoutAnswerSchema } from '../../services/payments/payment-answer';
import { userDetailsByCollection } from '../../services/user-details';
import { clientConfigSchema, idempotencyHeadersSchema, paymentErrors } from '../checkout/checkout-routes';
import { publicOrigin } from '../../plugins/deployment';

const organiserErrors = { ...paymentErrors, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Which methods each organiser checkout endpoint takes (SPEC §9 ids). */
const CHECKOUT_ENDPOINTS = [
  {
    url: ORGANISER_PAYMENT_PATHS.processCheckout,
    methods: [PAYMENT_METHOD.CREDIT_CARD, PAYMENT_METHOD.AMERICAN_EXPRESS],
    summary: 'Organiser pays by card',
  },
  {
    url: ORGANISER_PAYMENT_PATHS.applePayCheckout,
    methods: [PAYMENT_METHOD.APPLE_PAY],
    summary: 'Organiser pays with Apple Pay',
  },
  {
    url: ORGANISER_PAYMENT_PATHS.googlePayCheckout,
    methods: [PAYMENT_METHOD.GOOGLE_PAY],
    summary: 'Organiser pays with Google Pay',
  },
  {
    url: ORGANISER_PAYMENT_PATHS.processPayPal,
    methods: [PAYMENT_METHOD.PAYPAL, PAYMENT_METHOD.PAYPAL_DIRECT],
    summary: 'Organiser pays with PayPal',
  },
] as const;

/**
 * Organiser payments (decisions 071–074): a paid group card (any card, promo code, full discount,
 * pay from a pack), packs and bulk uploads, through the contributor payments' ledger.
 */
export const organiserPaymentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const me = (organiser: SessionOrganiser | null) => organiser as SessionOrganiser;

  for (const { url, methods, summary } of CHECKOUT_ENDPOINTS) {
    app.post(
      url,
      {
        preHandler: requireOrganiser,
        schema: {
          tags: ['organiser'],
          summary,
          description:
            'Body: what is bought and the total shown (cents); `Idempotency-Key`: a UUID per attempt. The server prices ' +
            'the purchase itself and refuses another total (422 `amount_mismatch` with its quote). Same answer as ProcessCheckout.',
          headers: idempotencyHeadersSchema,
          body: organiserCheckoutRequestSchema,
          response: { 200: checkoutAnswerSchema, ...organiserErrors },
        },
      },
      async (request) => {
        const organiser = me(request.organiser);
        const method = request.body.paymentMethod as PaymentMethod;
        if (!(methods as readonly number[]).includes(method)) {
          throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], {
            fieldErrors: { paymentMethod: ['This payment method is not taken by this endpoint'] },
          });
        }
        return app.payments.startOrganiser({
          organiserId: organiser.id,
          method,
          idempotencyKey: request.headers['idempotency-key'],
          origin: publicOrigin(config),
          amount: request.body.amount,
          checkOutToken: request.body.checkOutToken,
          prepare: () => preparePurchase(app.db, organiser, request.body.purchase),
        });
      },
    );
  }

  app.post(
    ORGANISER_PAYMENT_PATHS.payFromPack,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Pay a paid group card with one card of the organiser’s pack',
        description: 'Refused (409) when no card is left; the draw and the card being paid happen together.',
        headers: idempotencyHeadersSchema,
        body: collectionPurchaseRequestSchema,
        response: { 200: checkoutAnswerSchema, ...organiserErrors },
      },
    },
    async (request) => {
      const organiser = me(request.organiser);
      return app.payments.startOrganiser({
        organiserId: organiser.id,
        method: PAYMENT_METHOD.DIRECT_TRANSFER,
        idempotencyKey: request.headers['idempotency-key'],
        origin: publicOrigin(config),
        amount: 0,
        prepare: () => preparePayFromPack(app.db, organiser, request.body.collectionGuid),
      });
    },
  );

  app.post(
    ORGANISER_PAYMENT_PATHS.processFullPgcDiscount,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Complete a paid group card whose promo code makes the total 0',
        headers: idempotencyHeadersSchema,
        body: collectionPurchaseRequestSchema,
        response: { 200: checkoutAnswerSchema, ...organiserErrors },
      },
    },
    async (request) => {
      const organiser = me(request.organiser);
      return app.payments.startOrganiser({
        organiserId: organiser.id,
        method: PAYMENT_METHOD.DIRECT_TRANSFER,
        idempotencyKey: request.headers['idempotency-key'],
        origin: publicOrigin(config),
        amount: 0,
        prepare: async () => {
          const attempt = await preparePaidGroupCard(app.db, organiser, request.body.collectionGuid);
          if (attempt.quote.total !== 0) {
            throw new AppError(422, 'amount_mismatch', 'The promo code does not cover the whole price.', {
              quote: attempt.quote,
            });
          }
          return attempt;
        },
      });
    },
  );

  const detailsAfter = async (organiser: SessionOrganiser, collectionGuid: string) =>
    userDetailsByCollection(app.db, organiser, collectionGuid, config);

  app.post(
    ORGANISER_PAYMENT_PATHS.updateAnyCardDetails,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Set the any card (gift card) amount of a paid group card; multiples of $5',
        body: updateAnyCardRequestSchema,
        response: { 200: userDetailsSchema, ...organiserErrors },
      },
    },
    async (request) => {
      const organiser = me(request.organiser);
      await updateAnyCard(app.db, organiser, request.body.collectionGuid, request.body.anyCardAmount);
      return detailsAfter(organiser, request.body.collectionGuid);
    },
  );

  app.post(
    ORGANISER_PAYMENT_PATHS.applyPromoCode,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Check a promo code and apply it to a paid group card',
        description: 'Expired, inactive and used-up codes are refused (422) with a message saying which.',
        body: applyPromoCodeRequestSchema,
        response: { 200: userDetailsSchema, ...organiserErrors },
      },
    },
    async (request) => {
      const organiser = me(request.organiser);
      await applyPromoCode(app.db, organiser, request.body.collectionGuid, request.body.promoCode);
      return detailsAfter(organiser, request.body.collectionGuid);
    },
  );

  app.post(
    ORGANISER_PAYMENT_PATHS.removePromoCode,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Remove the promo code from a paid group card',
        body: collectionPurchaseRequestSchema,
        response: { 200: userDetailsSchema, ...organiserErrors },
      },
    },
    async (request) => {
      const organiser = me(request.organiser);
      await removePromoCode(app.db, organiser, request.body.collectionGuid);
      return detailsAfter(organiser, request.body.collectionGuid);
    },
  );

  app.get(
    ORGANISER_PAYMENT_PATHS.clientConfig,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'What the organiser payment page needs for a market: provider, hosted fields, wallets',
        querystring: z.object({ market: z.enum(['AU', 'US']) }),
        response: { 200: clientConfigSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { market } = request.query;
      const cards = app.payments.providers.cards[market].clientConfig();
      return {
        market,
        provider: cards.provider === 'paypal' ? 'sandbox' : cards.provider,
        ...(cards.hostedFieldsUrl ? { hostedFieldsUrl: cards.hostedFieldsUrl } : {}),
        ...(cards.publishableKey ? { publishableKey: cards.publishableKey } : {}),
        ...(cards.walletSheetUrls ? { walletSheetUrls: cards.walletSheetUrls } : {}),
        wallets: offeredWallets(cards),
        paypal: true,
        // Organiser prices include their fees (decision 071): nothing is added per method.
        feeTable: null,
        whoPaysFeeOption: 1,
      };
    },
  );

  app.get(
    ORGANISER_PAYMENT_PATHS.bulkUploadQuote,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: "The collection's bulk upload to pay: rows total plus the bulk fee",
        params: z.object({ collectionGuid: guidSchema }),
        response: { 200: bulkUploadQuoteSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => bulkUploadQuote(app.db, me(request.organiser), request.params.collectionGuid),
  );
};
