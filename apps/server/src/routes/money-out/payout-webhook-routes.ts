import type { FastifyPluginAsync } from 'fastify';
import { PayoutEventError } from '../../payment-providers/payout-provider';
import { WebhookSignatureError } from '../../payment-providers/provider';
import { payoutProviderNamed } from '../../services/redemptions/select-payout-providers';

/**
 * POST /api/webhooks/:provider/payouts: a payout provider's events (paid, failed, returned). The
 * signature is checked over the exact bytes received, so JSON bodies stay raw in this plugin.
 */
export const payoutWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post<{ Params: { provider: string } }>(
    '/api/webhooks/:provider/payouts',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payout webhooks: signature checked on the raw body, each event stored and applied once',
      },
    },
    async (request, reply) => {
      const provider = payoutProviderNamed(app.redemptions.providers, request.params.provider);
      if (!provider) return reply.code(404).send({ error: { code: 'not_found', message: 'No such webhook endpoint.' } });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
      try {
        const event = await provider.verifyPayoutWebhook(raw, request.headers);
        const fresh = await app.redemptions.acceptWebhook(provider.name, event);
        return reply.code(200).send({ received: true, duplicate: !fresh });
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          return reply.code(400).send({ error: { code: 'validation_failed', message: 'The webhook signature is not valid.' } });
        }
        if (error instanceof PayoutEventError) {
          return reply.code(400).send({ error: { code: 'validation_failed', message: 'The webhook event has no id.' } });
        }
        throw error;
      }
    },
  );
};
