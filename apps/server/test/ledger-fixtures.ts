import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDatabase } from '../src/db/client';
import { collections } from '../src/db/schema/collections';
import { ledgerEntries } from '../src/db/schema/money-out';
import { payments } from '../src/db/schema/payments';
import { collectionFigures, pay, paymentBody, tokenise, TEST_CARDS } from './payments-app';

/** Tests: a card contribution of `net` cents, paying the server's fee when the collection charges one. */
export async function contribute(
  app: FastifyInstance,
  collectionGuid: string,
  net: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { collectionId } = await collectionFigures(app, collectionGuid);
  const token = await tokenise(app, TEST_CARDS.success);
  let res = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net }, { checkOutToken: token, ...extra }));
  if (res.statusCode === 422) {
    const { quote } = (res.json() as { error: { details: { quote: { fee: number } } } }).error.details;
    res = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net, fee: quote.fee }, { checkOutToken: token, ...extra }));
  }
  expect(res.json()).toMatchObject({ success: true });
  return (res.json() as { message: string }).message;
}

export async function paymentRow(db: AppDatabase, guid: string) {
  const [row] = await db.select().from(payments).where(eq(payments.guid, guid));
  if (!row) throw new Error(`payment ${guid} not found`);
  return row;
}

/** A payment's entries as [kind, cause, cents], in booking order. */
export async function entriesOf(db: AppDatabase, paymentGuid: string) {
  const row = await paymentRow(db, paymentGuid);
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, row.id)).orderBy(asc(ledgerEntries.id));
  return rows.map((e) => [e.kind, e.cause, e.amountCents] as const);
}

export async function collectionRow(db: AppDatabase, guid: string) {
  const [row] = await db.select().from(collections).where(eq(collections.guid, guid));
  if (!row) throw new Error(`collection ${guid} not found`);
  return row;
}
