import rateLimit from '@fastify/rate-limit';
import {
  ACCOUNT_PATHS,
  CSRF_HEADER,
  errorEnvelopeSchema,
  logInRequestSchema,
  MESSAGES,
  sessionResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOrganiserByEmail } from '../../db/repositories/organiser-accounts-repository';
import { deleteSession } from '../../db/repositories/organiser-sessions-repository';
import { findOrganiserById } from '../../db/repositories/organisers-repository';
import { AppError } from '../../lib/app-error';
import { activeSession, clearSessionCookies, requireOrganiser, startSession } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { verifyPassword } from '../../services/auth/passwords';
import { secretsMatch } from '../../services/auth/tokens';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { signUpRoutes } from './sign-up-routes';
import { perAccountLimit, perAddressLimit } from './rate-limits';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { toProfile } from './profile';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * Organiser accounts: log in, log out, who am I; sign-up, password reset, username reminder and the
 * profile are sub-plugins. Decisions 060 (sessions, CSRF), 061 (reset, reminder) and 097 (sign-up).
 */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const auth = config.auth;
  // trustProxy is on, so behind a load balancer the address is the caller's, not the balancer's.
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'auth') });
  const addressLimit = perAddressLimit(app, auth.addressRateLimit);

  app.post(
    ACCOUNT_PATHS.logIn,
    {
      onRequest: addressLimit,
      preHandler: perAccountLimit(app, auth.loginRateLimit),
      schema: {
        tags: ['account'],
        summary: 'Log in with email and password; starts a new session',
        body: logInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organiser = await findOrganiserByEmail(app.db, request.body.email);
      // One wording and one argon2 verification whether the email or the password is wrong.
      const ok = await verifyPassword(organiser?.passwordHash ?? null, request.body.password);
      if (!organiser || !ok) throw new AppError(401, 'unauthorized', MESSAGES['error.login']);
      // A new session (and token) at every log-in, so a token planted before log-in is worthless.
      const previous = activeSession(request);
      if (previous) await deleteSession(app.db, previous.id);
      const { csrfToken } = await startSession(app.db, reply, config, organiser);
      return { organiser: toProfile(organiser), csrfToken };
    },
  );

  app.post(
    ACCOUNT_PATHS.logOut,
    {
      schema: {
        tags: ['account'],
        summary: 'End the current session (signed out or not, the cookies are cleared)',
        response: { 204: z.null(), 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = activeSession(request);
      if (session) {
        // A cross-site page must not be able to sign the organiser out either.
        const header = request.headers[CSRF_HEADER];
        if (!secretsMatch(typeof header === 'string' ? header : undefined, session.csrfToken)) {
          throw new AppError(403, 'forbidden', MESSAGES['error.status301']);
        }
        await deleteSession(app.db, session.id);
      }
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    ACCOUNT_PATHS.me,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['account', 'organiser'],
        summary: 'The signed-in organiser and the session CSRF token, or 401',
        response: { 200: sessionResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await findOrganiserById(app.db, request.organiser!.id);
      const session = activeSession(request);
      if (!row || !session) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
      return { organiser: toProfile(row), csrfToken: session.csrfToken };
    },
  );

  await app.register(signUpRoutes, { config, addressLimit });
  await app.register(passwordRoutes, { config, addressLimit });
  await app.register(profileRoutes, { config });
};
