import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the proxy should send this server new work (decision 117): false once shutdown starts. */
    readiness: { draining: boolean; drain(): void };
  }
}

/** The readiness state behind GET /api/health/ready; server.ts drains it first on SIGTERM. */
export const readinessPlugin = fp(
  async function readiness(app: FastifyInstance) {
    const state = {
      draining: false,
      drain() {
        state.draining = true;
      },
    };
    app.decorate('readiness', state);
    // An app closed without the signal path (tests, a failed start) drains too.
    app.addHook('preClose', async () => state.drain());
  },
  { name: 'readiness' },
);
