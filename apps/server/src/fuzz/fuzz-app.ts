import { Writable } from 'node:stream';
import {
  API_PATHS,
  DELIVERY_PATHS,
  deliveryPath,
  ORGANISER_ACTIVITY_PATHS,
  ORGANISER_COLLECTION_PATHS,
  organiserActivityPath,
  SETUP_TYPE,
} from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DATABASE_REFUSAL_LOG } from '../plugins/database-input-errors';
import { signUpOrganiser, type SignedUpOrganiser } from '../../test/organiser-session';
import { testConfig } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import type { KnownIds } from './schema-values';

export type FuzzApp = {
  app: FastifyInstance;
  /** The error each failed request logged, by request id, so a 5xx names its cause. */
  errors: Map<string, string>;
  /** Values that reached the database and were refused there (a 400 still, but a gap in the contract). */
  databaseRefusals: string[];
  close(): Promise<void>;
};

/** The app on a private copy of the test database, its error and refusal logs kept for the report. */
export async function openFuzzApp(): Promise<FuzzApp> {
  const db: TestDatabase = await openTestDatabase();
  const errors = new Map<string, string>();
  const databaseRefusals: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const entry = JSON.parse(chunk.toString('utf8')) as {
        level: number;
        requestId?: string;
        msg?: string;
        err?: { message?: string };
      };
      const message = entry.err?.message ?? entry.msg ?? 'logged an error';
      if (entry.msg === DATABASE_REFUSAL_LOG) databaseRefusals.push(message.slice(0, 300));
      else if (entry.level >= 50 && entry.requestId) errors.set(entry.requestId, message);
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(),
    database: db.handle,
    migrate: false,
    logger: { level: 'warn', stream },
  });
  await app.ready();
  return {
    app,
    errors,
    databaseRefusals,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

function collectionForm(setupType: string, cover: boolean) {
  return {
    setupType,
    market: 'US',
    recipientName: 'Fuzz Recipient',
    title: `Fuzz ${setupType}`,
    closeDate: inAMonth(),
    targetCents: 50_000,
    minimumContributionCents: 100,
    cover: cover ? { className: 'classic-cream', coverType: 1 } : null,
  };
}

async function created(
  app: FastifyInstance,
  organiser: SignedUpOrganiser,
  setupType: string,
  cover: boolean,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: ORGANISER_COLLECTION_PATHS.create,
    headers: organiser.headers,
    payload: collectionForm(setupType, cover),
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`fuzz fixture: create ${setupType} answered ${res.statusCode} ${res.body}`);
  return (res.json() as { guid: string }).guid;
}

/**
 * A signed-up organiser with a card collection (holding one message) and a bulk-gifts collection:
 * the ids the fuzz fills in, so plausible requests reach the database instead of stopping at 404.
 */
export async function fuzzFixtures(
  app: FastifyInstance,
): Promise<{ organiser: SignedUpOrganiser; known: KnownIds }> {
  const organiser = await signUpOrganiser(app, { firstName: 'Fuzz' });
  const cardCollection = await created(app, organiser, SETUP_TYPE.COLLECTION_AND_GROUP_CARD, true);
  const bulkCollection = await created(app, organiser, SETUP_TYPE.BULK_GIFTS, false);
  const signed = await app.inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection: cardCollection, from: 'Fuzz Signer', comment: 'Happy day' },
  });
  if (signed.statusCode !== 200)
    throw new Error(`fuzz fixture: signing answered ${signed.statusCode} ${signed.body}`);
  const messageId = (signed.json() as { message: { id: number } }).message.id;
  const messages = await app.inject({
    method: 'GET',
    url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messages, { guid: cardCollection }),
    headers: organiser.headers,
  });
  const messageGuids = (messages.json() as { messages: { guid: string }[] }).messages.map((m) => m.guid);
  // The card delivered by link (kept open for the other routes), so the recipient's paths reach a card.
  const delivered = await app.inject({
    method: 'PUT',
    url: deliveryPath(DELIVERY_PATHS.delivery, { guid: cardCollection }),
    headers: organiser.headers,
    payload: { recipientName: 'Fuzz Recipient', byEmail: false, byLink: true, when: { kind: 'now' }, keepOpen: true },
  });
  const recipientUrl = (delivered.json() as { recipientUrl?: string | null }).recipientUrl;
  if (delivered.statusCode !== 200 || !recipientUrl)
    throw new Error(`fuzz fixture: delivering answered ${delivered.statusCode} ${delivered.body}`);
  return {
    organiser,
    known: {
      collections: [cardCollection, bulkCollection],
      messages: messageGuids,
      organisers: [organiser.organiser.guid],
      integers: [messageId],
      tokens: [new URL(recipientUrl).pathname.split('/').pop() ?? ''],
    },
  };
}
