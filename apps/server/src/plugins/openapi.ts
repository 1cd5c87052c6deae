import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the same zod schemas that validate and serialize, served at /api/docs. */
export const openApiPlugin = fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Group gifting API',
          version: '0.1.0',
          description:
            'Paths as in SPEC §7 under /api. Money is integer cents. Errors are `{ error: { code, message, details? } }`.',
        },
        tags: [
          { name: 'contributions', description: 'Contributor reads' },
          { name: 'groupcard', description: 'Group card reads' },
          { name: 'details', description: 'Organiser details' },
          { name: 'health', description: 'Operations' },
          { name: 'demo', description: 'Demo data (only while demo data is on)' },
          { name: 'legal', description: 'Terms and privacy per market, from the operator\'s Markdown (decision 138)' },
          { name: 'recipient', description: "The recipient's card at their private link (issue 14): the card, opening, thanks, keepsake" },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
