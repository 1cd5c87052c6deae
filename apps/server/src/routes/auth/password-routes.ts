import { publicOrigin } from '../../plugins/deployment';
import {
  ACCOUNT_PATHS,
  acceptedResponseSchema,
  errorEnvelopeSchema,
  passwordResetPath,
  passwordResetRequestSchema,
  resetPasswordSchema,
  usernameReminderRequestSchema,
} from '@groupgift/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import {
  findOrganiserByEmail,
  findOrganiserByResetToken,
  insertPasswordResetToken,
  redeemPasswordResetToken,
} from '../../db/repositories/organiser-accounts-repository';
import { AppError } from '../../lib/app-error';
import { clearSessionCookies } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import type { PasswordResetPayload, UsernameReminderPayload } from '../../mail/templates';
import { hashPassword } from '../../services/auth/passwords';
import { assertStrongPassword } from '../../services/auth/password-strength';
import { newToken, sha256 } from '../../services/auth/tokens';
import { perAccountLimit } from './rate-limits';

/** The reset link's wording when it cannot be used (unknown, used or expired: one answer). */
export const RESET_LINK_INVALID = 'This password reset link has expired or has already been used. Please ask for a new one.';

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * Password reset by a one-time emailed link, and the username reminder (decision 061). Both request
 * endpoints answer the same whether or not the email has an account, and are rate-limited.
 */
export const passwordRoutes: FastifyPluginAsyncZod<{ config: Config; addressLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void> }> = async (
  app,
  { config, addressLimit },
) => {
  const auth = config.auth;
  // From configuration only: a link that followed the Host header could mail a victim an attacker's site.
  const origin = publicOrigin(config);

  app.post(
    ACCOUNT_PATHS.requestPasswordReset,
    {
      onRequest: addressLimit,
      preHandler: perAccountLimit(app, auth.emailRateLimit),
      schema: {
        tags: ['account'],
        summary: 'Email a one-time password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organiser = await findOrganiserByEmail(app.db, request.body.email);
      if (organiser) {
        const token = newToken();
        await insertPasswordResetToken(app.db, {
          tokenHash: sha256(token),
          organiserId: organiser.id,
          expiresAt: new Date(Date.now() + auth.passwordResetMs),
        });
        const payload: PasswordResetPayload = {
          firstName: organiser.firstName,
          resetUrl: `${origin}${passwordResetPath(token)}`,
          validMinutes: Math.round(auth.passwordResetMs / 60_000),
        };
        await enqueueEmails(app.db, [
          { dedupeKey: null, toAddress: organiser.email, template: 'password-reset', subject: 'Reset your password', payload },
        ]);
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPassword,
    {
      onRequest: addressLimit,
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset token; the token works once and every session ends',
        body: resetPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const invalidLink = () =>
        new AppError(400, 'validation_failed', RESET_LINK_INVALID, { fieldErrors: { token: [RESET_LINK_INVALID] } });
      const tokenHash = sha256(request.body.token);
      // The link first (a dead link needs a new one, whatever the password), then the password
      // against the account's own email and name (decision 097); the link stays usable meanwhile.
      const holder = await findOrganiserByResetToken(app.db, tokenHash, new Date());
      if (!holder) throw invalidLink();
      assertStrongPassword(request.body.password, holder);
      const organiser = await redeemPasswordResetToken(app.db, tokenHash, await hashPassword(request.body.password), new Date());
      if (!organiser) throw invalidLink();
      // Every session ended, including this browser's if it had one: it logs in with the new password.
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.usernameReminder,
    {
      onRequest: addressLimit,
      preHandler: perAccountLimit(app, auth.emailRateLimit),
      schema: {
        tags: ['account'],
        summary: 'Email the username of the account on this address (same answer whatever the input)',
        body: usernameReminderRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organiser = await findOrganiserByEmail(app.db, request.body.email);
      if (organiser) {
        const payload: UsernameReminderPayload = {
          firstName: organiser.firstName,
          username: organiser.email,
          loginUrl: `${origin}/login`,
        };
        await enqueueEmails(app.db, [
          { dedupeKey: null, toAddress: organiser.email, template: 'username-reminder', subject: 'Your username', payload },
        ]);
      }
      return reply.status(202).send({ accepted: true });
    },
  );
};
