import { randomUUID } from 'node:crypto';
import { ORGANISER_PAYMENT_PATHS, PAYMENT_METHOD } from '@groupgift/domain';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDatabase } from '../src/db/client';
import { bulkUploads } from '../src/db/schema/bulk-uploads';
import { collections } from '../src/db/schema/collections';
import { emailOutbox } from '../src/db/schema/email-outbox';
import { TEST_CARDS, tokenise } from './payments-app';
import type { SignedUpOrganiser } from './organiser-session';

/** Test helpers shared by the organiser purchase tests (receipts, promo uses). */
export const US_CARD_PRICE = 499;

export async function newPaidGroupCard(
  db: AppDatabase,
  org: SignedUpOrganiser,
  market: 'US' | 'AU' = 'US',
  title = 'Farewell Sam',
): Promise<{ guid: string; id: number }> {
  const guid = randomUUID();
  const [row] = await db
    .insert(collections)
    .values({
      guid,
      market,
      setupType: 'Paid Group Card',
      organiserId: org.organiser.id,
      title,
      closeDate: new Date('2035-01-01T00:00:00Z'),
    })
    .returning({ id: collections.id });
  if (!row) throw new Error('collection not inserted');
  return { guid, id: row.id };
}

/** A bulk upload of the collection waiting for its payment, at the given totals. */
export async function newAwaitingUpload(db: AppDatabase, org: SignedUpOrganiser, collectionId: number, subtotalCents: number, feeCents: number) {
  const [row] = await db
    .insert(bulkUploads)
    .values({ guid: randomUUID(), organiserId: org.organiser.id, collectionId, status: 'awaiting_payment', subtotalCents, feeCents })
    .returning({ id: bulkUploads.id });
  if (!row) throw new Error('bulk upload not inserted');
  return row;
}

export function organiserCall(
  app: FastifyInstance,
  org: SignedUpOrganiser,
  url: string,
  payload?: object,
  key?: string,
) {
  return app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { ...org.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export async function applyPromo(app: FastifyInstance, org: SignedUpOrganiser, guid: string, code: string) {
  const res = await organiserCall(app, org, ORGANISER_PAYMENT_PATHS.applyPromoCode, {
    collectionGuid: guid,
    promoCode: code,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { totalPgcAmount: number; discount: number };
}

/** Pays an organiser purchase by card (a 3-D Secure card answers with the challenge). */
export async function payPurchase(
  app: FastifyInstance,
  org: SignedUpOrganiser,
  purchase: object,
  amount: number,
  options: { key?: string; card?: string } = {},
) {
  const token = await tokenise(app, options.card ?? TEST_CARDS.success);
  return organiserCall(
    app,
    org,
    ORGANISER_PAYMENT_PATHS.processCheckout,
    { purchase, amount, paymentMethod: PAYMENT_METHOD.CREDIT_CARD, checkOutToken: token },
    options.key ?? randomUUID(),
  );
}

/** The payer answers the sandbox's 3-D Secure page; returns our return URL it sends them to. */
export async function answerChallenge(app: FastifyInstance, challengeUrl: string): Promise<string> {
  const answered = await app.inject({
    method: 'POST',
    url: challengeUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome: 'complete' }).toString(),
  });
  const back = new URL(String(answered.headers.location));
  return `${back.pathname}${back.search}`;
}

/** The outbox rows queued for one payment (every dedupe key ends with the payment guid). */
export function outboxForPayment(db: AppDatabase, paymentGuid: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `%:${paymentGuid}`));
}
