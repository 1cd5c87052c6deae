import {
  acceptedResponseSchema,
  ACCOUNT_PATHS,
  confirmSignUpRequestSchema,
  errorEnvelopeSchema,
  sessionResponseSchema,
  signUpConfirmPath,
  signUpRequestSchema,
} from '@groupgift/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { findOrganiserByEmail } from '../../db/repositories/organiser-accounts-repository';
import { deleteSession } from '../../db/repositories/organiser-sessions-repository';
import {
  deleteExpiredSignUpRequests,
  insertSignUpRequest,
  redeemSignUpRequest,
} from '../../db/repositories/sign-up-requests-repository';
import { AppError } from '../../lib/app-error';
import type { SignUpConfirmPayload, SignUpExistingAccountPayload } from '../../mail/templates';
import { activeSession, startSession } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import { hashPassword } from '../../services/auth/passwords';
import { assertStrongPassword } from '../../services/auth/password-strength';
import { newToken, sha256 } from '../../services/auth/tokens';
import { toProfile } from './profile';
import { perAccountLimit } from './rate-limits';

/** The sign-up link's wording when it cannot be used (unknown, used, expired, or the address was taken meanwhile). */
export const SIGN_UP_LINK_INVALID =
  'This sign-up link has expired or has already been used. If you finished signing up, log in; otherwise, please sign up again.';

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * Sign-up in two steps (decision 097). The form answers 202 whatever the address, after the same
 * work either way (strength check, one argon2 hash, one queued mail), so it cannot be used to find
 * out who has an account: a new address gets a link that creates the account and signs it in, a
 * taken one gets a note to its owner and nothing else changes.
 */
export const signUpRoutes: FastifyPluginAsyncZod<{
  config: Config;
  addressLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}> = async (app, { config, addressLimit }) => {
  const auth = config.auth;
  // From configuration only: a link that followed the Host header could mail someone an attacker's site.
  const origin = publicOrigin(config);

  app.post(
    ACCOUNT_PATHS.signUp,
    {
      onRequest: addressLimit,
      // Each sign-up mails the address, so it shares the reset and reminder limit per address and email.
      preHandler: perAccountLimit(app, auth.emailRateLimit),
      schema: {
        tags: ['account'],
        summary:
          'Start a sign-up: emails a link that creates the account (same answer whether or not the email has one)',
        body: signUpRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Before the lookup, from the request alone: a refusal says nothing about the address.
      assertStrongPassword(body.password, body);
      const passwordHash = await hashPassword(body.password);
      const now = new Date();
      // Both branches do the same database work up to the mail, so their times differ by an insert.
      await deleteExpiredSignUpRequests(app.db, now);
      const existing = await findOrganiserByEmail(app.db, body.email);
      if (existing) {
        const payload: SignUpExistingAccountPayload = {
          firstName: existing.firstName,
          loginUrl: `${origin}/login`,
          forgotPasswordUrl: `${origin}/forgot-password`,
        };
        await enqueueEmails(app.db, [
          {
            dedupeKey: null,
            toAddress: existing.email,
            template: 'sign-up-existing-account',
            subject: 'Someone tried to create an account with your email',
            payload,
          },
        ]);
      } else {
        const token = newToken();
        await insertSignUpRequest(app.db, {
          tokenHash: sha256(token),
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          market: body.market,
          passwordHash,
          expiresAt: new Date(now.getTime() + auth.signUpLinkMs),
        });
        const payload: SignUpConfirmPayload = {
          firstName: body.firstName,
          confirmUrl: `${origin}${signUpConfirmPath(token)}`,
          validHours: Math.round(auth.signUpLinkMs / 3_600_000),
        };
        await enqueueEmails(app.db, [
          {
            dedupeKey: null,
            toAddress: body.email.toLowerCase(),
            template: 'sign-up-confirm',
            subject: 'Finish creating your account',
            payload,
          },
        ]);
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    ACCOUNT_PATHS.confirmSignUp,
    {
      onRequest: addressLimit,
      schema: {
        tags: ['account'],
        summary:
          'Finish a sign-up with its emailed token: creates the account and signs it in; the token works once',
        body: confirmSignUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organiser = await redeemSignUpRequest(app.db, sha256(request.body.token), new Date());
      if (!organiser) {
        throw new AppError(400, 'validation_failed', SIGN_UP_LINK_INVALID, {
          fieldErrors: { token: [SIGN_UP_LINK_INVALID] },
        });
      }
      // As at log-in: whoever was signed in on this browser before is signed out.
      const previous = activeSession(request);
      if (previous) await deleteSession(app.db, previous.id);
      const { csrfToken } = await startSession(app.db, reply, config, organiser);
      return reply.status(201).send({ organiser: toProfile(organiser), csrfToken });
    },
  );
};
