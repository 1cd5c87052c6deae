import { API_PATHS, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, SETUP_TYPE } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../src/db/client';
import { bulkUploadFiles } from '../src/db/schema/bulk-upload-files';
import { bulkUploadPayees, bulkUploads } from '../src/db/schema/bulk-uploads';
import { collections } from '../src/db/schema/collections';
import { deliveries, deliveryLinks, deliveryThanks } from '../src/db/schema/deliveries';
import { documents } from '../src/db/schema/documents';
import { emailOutbox } from '../src/db/schema/email-outbox';
import { coverPages, groupCards } from '../src/db/schema/group-cards';
import { invitationStatusEvents, invitees } from '../src/db/schema/invitees';
import { messages } from '../src/db/schema/messages';
import { organisers } from '../src/db/schema/organisers';
import { packs } from '../src/db/schema/packs';
import { paymentEditTokens } from '../src/db/schema/payment-edit-tokens';
import { payments } from '../src/db/schema/payments';
import { planSubscriptions } from '../src/db/schema/plans';
import { sandboxPayments, sandboxRefunds } from '../src/db/schema/sandbox-provider';
import { createOwnedCollection } from './owned-collection';
import { pay, paymentBody, tokenise } from './payments-app';
import type { SignedUpOrganiser } from './organiser-session';

/** Everything organiser A owns that another organiser might try to reach, by the ids the routes take. */
export type OwnedIds = {
  organiserGuid: string;
  /** Collection + Group Card with a message, an invitee and a succeeded contribution. */
  collectionGuid: string;
  messageGuid: string;
  paymentGuid: string;
  /** Paid Group Card, for the organiser purchase routes. */
  paidCardGuid: string;
  /** Bulk Gifts with an uploaded file, for the bulk-upload routes. */
  bulkGuid: string;
  documentGuid: string;
};

export const BULK_CSV = ['First name,Last name,Email,Amount', 'Ada,Lovelace,ada@example.com,25.00'].join(
  '\r\n',
);

/** Builds A's collections through the same routes a real organiser and contributor use. */
export async function buildOwnedWorld(
  app: FastifyInstance,
  db: AppDatabase,
  owner: SignedUpOrganiser,
): Promise<OwnedIds> {
  const ownerId = owner.organiser.id;
  const main = await createOwnedCollection(db, ownerId);
  const signed = await app.inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection: main.guid, from: 'Ann', comment: 'From a contributor' },
  });
  const [message] = await db
    .select({ guid: messages.guid })
    .from(messages)
    .where(eq(messages.id, signed.json().message.id));
  await app.inject({
    method: 'POST',
    url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.invitees, { guid: main.guid }),
    headers: owner.headers,
    payload: { emails: ['invitee-of-a@example.test'] },
  });
  const paid = await pay(
    app,
    API_PATHS.processCheckout,
    paymentBody(main.id, { net: 1500 }, { checkOutToken: await tokenise(app) }),
  );
  const paidCard = await createOwnedCollection(db, ownerId, {
    setupType: SETUP_TYPE.PAID_GROUP_CARD,
    targetCents: 0,
  });
  const bulk = await createOwnedCollection(db, ownerId, {
    setupType: SETUP_TYPE.BULK_GIFTS,
    pricing: { bulkGiftsFee: 5 },
  });
  await app.inject({
    method: 'POST',
    url: `/api/bulk-upload/${bulk.guid}/file`,
    headers: { ...owner.headers, 'content-type': 'text/csv', 'x-file-name': 'gifts.csv' },
    payload: BULK_CSV,
  });
  const listed = await app.inject({
    method: 'GET',
    url: `/api/bulk-upload/${bulk.guid}/documents`,
    headers: owner.headers,
  });
  const ids = {
    organiserGuid: owner.organiser.guid,
    collectionGuid: main.guid,
    messageGuid: message?.guid ?? '',
    paymentGuid: String(paid.json().message ?? ''),
    paidCardGuid: paidCard.guid,
    bulkGuid: bulk.guid,
    documentGuid: String(listed.json().documents?.[0]?.guid ?? ''),
  };
  const missing = Object.entries(ids).filter(([, value]) => !value);
  if (missing.length) throw new Error(`buildOwnedWorld: no ${missing.map(([name]) => name).join(', ')}`);
  return ids;
}

// Every table a misdirected organiser route could write to. Sessions are left out: the caller's own
// session slides on every request, and that is not a change to anyone else's data.
const TABLES = {
  organisers,
  collections,
  groupCards,
  coverPages,
  messages,
  invitees,
  invitationStatusEvents,
  payments,
  paymentEditTokens,
  packs,
  planSubscriptions,
  bulkUploads,
  bulkUploadPayees,
  bulkUploadFiles,
  documents,
  emailOutbox,
  sandboxPayments,
  sandboxRefunds,
  deliveries,
  deliveryLinks,
  deliveryThanks,
};

/** Every row of those tables, so a before/after comparison shows any write, whoever it touched. */
export async function snapshotRows(db: AppDatabase): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const rows: unknown[] = await db.select().from(table);
      // Row order is not part of the data; sort on the serialised row so equal tables compare equal.
      return [name, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
