import type { FastifyPluginAsync } from 'fastify';
import { PayoutEventError } from '../../payment-providers/payout-provider';
import { WebhookSignatureError } from '../../payment-providers/provider';

/**
 * POST /api/webhooks/:provider/accounts: `account.updated` of organisers' connected accounts (decision
 * 165). The signature is checked over the exact bytes received; each event is stored once, so a
 * redelivery changes nothing.
 */
export const accountWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post<{ Params: { provider: string } }>(
    '/api/webhooks/:provider/accounts',
    { schema: { tags: ['payments'], summary: 'Connected account webhooks: signature checked on the raw body, each event applied once' } },
    async (request, reply) => {
      const provider = app.payoutAccounts.providerNamed(request.params.provider);
      if (!provider) return reply.code(404).send({ error: { code: 'not_found', message: 'No such webhook endpoint.' } });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
      try {
        const event = await provider.verifyAccountWebhook(raw, request.headers);
        const fresh = await app.payoutAccounts.acceptWebhook(provider.name, event);
        return reply.code(200).send({ received: true, duplicate: !fresh });
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError)
          return reply.code(400).send({ error: { code: 'validation_failed', message: 'The webhook signature is not valid.' } });
        if (error instanceof PayoutEventError)
          return reply.code(400).send({ error: { code: 'validation_failed', message: 'The webhook event has no id.' } });
        throw error;
      }
    },
  );
};
