import rateLimit from '@fastify/rate-limit';
import { API_PATHS, errorEnvelopeSchema, sandboxChallengeAnswerSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { SandboxChallenge } from '../../services/challenge/sandbox-challenge';

/**
 * The sandbox "I'm not a robot" box (decision 132): ticking it gets a signed, single-use token for
 * the payment's `challengeToken`. Served only when the sandbox challenge is the configured one
 * (the demo, or SANDBOX_CHALLENGE=true in production).
 */
export const sandboxChallengeRoute: FastifyPluginAsyncZod = async (app) => {
  const challenge = app.payments.cardDefences?.challenge;
  if (!(challenge instanceof SandboxChallenge)) return;
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'sandbox-challenge') });
  app.post(
    API_PATHS.sandboxChallenge,
    {
      schema: {
        tags: ['payments'],
        summary: 'Solve the sandbox challenge (demo and tests only): a token for the payment to carry',
        response: { 200: sandboxChallengeAnswerSchema, 429: errorEnvelopeSchema },
      },
      // A person ticks the box once per payment; a loop asking for tokens gets nowhere faster.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async () => ({ token: challenge.issue() }),
  );
};
