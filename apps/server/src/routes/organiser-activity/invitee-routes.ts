import {
  addInviteesRequestSchema,
  addInviteesResponseSchema,
  collectionGuidParamsSchema,
  errorEnvelopeSchema,
  inviteesResponseSchema,
  ORGANISER_ACTIVITY_PATHS as PATHS,
  pageQuerySchema,
  reminderScheduleSchema,
  sendRemindersRequestSchema,
  sendRemindersResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import {
  addInviteesWithInvitations,
  claimAndQueueReminders,
  listInviteesPage,
  setReminderSchedule,
  summariseInvitees,
} from '../../db/repositories/organiser-invitees-repository';
import { AppError } from '../../lib/app-error';
import { requireOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { statusOf, toInvitee } from './activity-view';
import { loadOwnedCollection } from './load-owned-collection';
import { invitationMailFor } from '../../services/invitations/invitation-mail-for';
import { unsubscribeSecret } from '../../services/invitations/unsubscribe-token';
import { signalReminderScheduleChanged } from '../../jobs/scheduled-reminders-job';
import { afterKey } from '../../lib/page-cursor';
import { isTimeKey } from '../../db/keyset-time';
import { publicOrigin } from '../../plugins/deployment';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['organiser'];

/** Nobody is mailed a link to a collection that would turn them away (decision 068). */
function assertOpen(collection: CollectionRow): void {
  const status = statusOf(collection, new Date());
  if (status === 'suspended')
    throw new AppError(409, 'collection_suspended', 'This collection is suspended: unsuspend it to send invitations.');
  if (status === 'closed')
    throw new AppError(409, 'collection_closed', 'This collection is closed: reopen it to send invitations.');
}

/** Invitees of a collection: the list with statuses, adding by email, and reminders. */
export const inviteeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const secret = unsubscribeSecret(config);
  const mailFor = (row: CollectionRow, reminder: boolean) =>
    invitationMailFor(app.db, row, { origin: publicOrigin(config), unsubscribeSecret: secret, reminder });
  app.get(
    PATHS.invitees,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Invitees with their status: sent, opened, contributed or no thanks',
        description:
          'Oldest invitation first, a page at a time (`?cursor=&limit=`); the first page also carries ' +
          '`summary` (total, and how many "Remind all" would mail now) over the whole list.',
        params: collectionGuidParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: inviteesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      const { cursor, limit } = request.query;
      const after = afterKey(cursor, isTimeKey);
      const page = await listInviteesPage(app.db, row.id, { after, limit });
      const now = new Date();
      return {
        invitees: page.items.map((i) => toInvitee(i, now)),
        nextCursor: page.nextCursor,
        summary: after ? null : await summariseInvitees(app.db, row.id, now),
      };
    },
  );

  app.post(
    PATHS.invitees,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Invite people by email; each new address gets one invitation email',
        description:
          'Addresses already invited to this collection are skipped (counted in `alreadyInvited`) and not mailed again; ' +
          '`invitees` lists only the ones added. ' +
          'Each invitation links to the collection with `invId=<invitee guid>`. 409 while the collection is closed or suspended.',
        params: collectionGuidParamsSchema,
        body: addInviteesRequestSchema,
        response: { 200: addInviteesResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      assertOpen(row);
      const emails = [...new Set(request.body.emails)];
      const added = await addInviteesWithInvitations(
        app.db,
        row.id,
        emails,
        await mailFor(row, false),
      );
      const now = new Date();
      return {
        added: added.length,
        alreadyInvited: emails.length - added.length,
        invitees: added.map((i) => toInvitee(i, now)),
      };
    },
  );

  app.post(
    PATHS.reminders,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Remind invitees who have not answered yet',
        description:
          'Without `inviteeGuids`, every invitee who may be reminded. Invitees who contributed or said no thanks, ' +
          'those who signed the card or unsubscribed, those invited less than 24 hours ago and those reminded in the last 24 hours (by hand or on the schedule), are skipped. 409 while the collection is closed or suspended.',
        params: collectionGuidParamsSchema,
        body: sendRemindersRequestSchema,
        response: { 200: sendRemindersResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      assertOpen(row);
      const asked = request.body.inviteeGuids;
      const now = new Date();
      const claimed = await claimAndQueueReminders(app.db, row.id, asked, await mailFor(row, true), now);
      // "Remind all" considers the whole list, not a page of it.
      const considered = asked ? new Set(asked).size : (await summariseInvitees(app.db, row.id, now)).total;
      return { sent: claimed.length, skipped: Math.max(0, considered - claimed.length) };
    },
  );

  app.get(
    PATHS.reminderSchedule,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'The automatic reminders: days before the close (empty: off)',
        params: collectionGuidParamsSchema,
        response: { 200: reminderScheduleSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      return { daysBefore: row.reminderDaysBefore };
    },
  );

  app.put(
    PATHS.reminderSchedule,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Turn automatic reminders on or off',
        description:
          'Invitees who have not answered are reminded on each chosen day before the close (14, 7, 3 or 1), ' +
          'under the same rules as "Remind": never within 24 hours of the invitation or of another reminder, never after unsubscribing (decision 160).',
        params: collectionGuidParamsSchema,
        body: reminderScheduleSchema,
        response: { 200: reminderScheduleSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      const daysBefore = await setReminderSchedule(app.db, row.id, request.body.daysBefore);
      signalReminderScheduleChanged();
      return { daysBefore };
    },
  );
};
