import type { FastifyPluginAsync } from 'fastify';
import { WebhookSignatureError, type ProviderName } from '../../payment-providers/provider';

const PROVIDERS = new Set<ProviderName>(['sandbox', 'stripe', 'checkout', 'paypal']);

/**
 * POST /api/webhooks/:provider. The signature is checked over the exact bytes received, so this
 * plugin keeps JSON bodies raw (its own content-type parser, scoped to it).
 */
export const webhooksRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post<{ Params: { provider: string } }>(
    '/api/webhooks/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Provider webhooks: signature checked on the raw body, stored once, answered at once, processed after',
        hide: false,
      },
    },
    async (request, reply) => {
      const name = request.params.provider as ProviderName;
      const provider = PROVIDERS.has(name)
        ? app.payments.providers.all.find((p) => p.name === name)
        : undefined;
      if (!provider) {
        return reply.code(404).send({ error: { code: 'not_found', message: 'No such webhook endpoint.' } });
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
      try {
        const event = await provider.verifyWebhook(raw, request.headers);
        const fresh = await app.webhooks.accept(name, event);
        return reply.code(200).send({ received: true, duplicate: !fresh });
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          return reply
            .code(400)
            .send({ error: { code: 'validation_failed', message: 'The webhook signature is not valid.' } });
        }
        throw error;
      }
    },
  );
};
