import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribeInvitee } from '../../db/repositories/organiser-invitees-repository';
import { collections } from '../../db/schema/collections';
import { invitees } from '../../db/schema/invitees';
import type { Config } from '../../plugins/config';
import { unsubscribeSecret, verifyUnsubscribeToken } from '../../services/invitations/unsubscribe-token';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe/:token';

const params = z.object({ token: z.string().max(200) });

/**
 * One-click unsubscribe from a collection's invitations and reminders (RFC 8058, decision 161).
 * POST unsubscribes at once, with no login and no confirmation: mail providers send it from the
 * List-Unsubscribe-Post header. GET, which scanners follow, only shows a page whose button POSTs.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const secret = unsubscribeSecret(config);
  // RFC 8058's body is `List-Unsubscribe=One-Click`, form-encoded or multipart: the token is what counts.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_r, body, done) =>
    done(null, body),
  );

  const collectionTitleOf = async (inviteeGuid: string) => {
    const [row] = await app.db
      .select({ title: collections.title, unsubscribedAt: invitees.unsubscribedAt })
      .from(invitees)
      .innerJoin(collections, eq(collections.id, invitees.collectionId))
      .where(eq(invitees.guid, inviteeGuid));
    return row ?? null;
  };

  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true, params } }, async (request, reply) => {
    const guid = verifyUnsubscribeToken(secret, request.params.token);
    const found = guid ? await collectionTitleOf(guid) : null;
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (!found) return reply.code(guid ? 404 : 400).send(invalidPage());
    return confirmPage(found.title, found.unsubscribedAt !== null);
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true, params } }, async (request, reply) => {
    const guid = verifyUnsubscribeToken(secret, request.params.token);
    reply.header('cache-control', 'no-store');
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (!guid) {
      if (wantsPage) return reply.code(400).type('text/html; charset=utf-8').send(invalidPage());
      return reply.code(400).send({ error: { code: 'invalid_token', message: 'This unsubscribe link is not valid.' } });
    }
    const row = await unsubscribeInvitee(app.db, guid);
    if (!row) return reply.code(404).send({ error: { code: 'not_found', message: 'Nothing to unsubscribe from.' } });
    request.log.info({ invitee: row.guid }, 'invitee unsubscribed');
    if (wantsPage) {
      const found = await collectionTitleOf(guid);
      return reply.type('text/html; charset=utf-8').send(donePage(found?.title ?? 'this collection'));
    }
    return { unsubscribed: true };
  });
};
