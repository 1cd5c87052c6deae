import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { ledgerEntries, redemptions } from '../schema/money-out';
import { organisers } from '../schema/organisers';
import { payments } from '../schema/payments';

/*
 * The support console's reads (decision 156). Search is one box: the text is tried as every kind of
 * key it could be (an email, a guid, a number, a provider's reference, part of a title) and each
 * group answers its newest matches. Not a hot path: an operator types, so plain indexes suffice.
 */

const GROUP_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^\d{1,9}$/;

/** Escapes LIKE's wildcards so a title search for "100%" finds the text, not everything. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type SearchKeys = { text: string; email: string | null; guid: string | null; id: number | null };

export function searchKeysOf(query: string): SearchKeys {
  const text = query.trim();
  return {
    text,
    email: text.includes('@') ? text.toLowerCase() : null,
    guid: UUID.test(text) ? text.toLowerCase() : null,
    id: INTEGER.test(text) ? Number(text) : null,
  };
}

export const paymentHitColumns = {
  guid: payments.guid,
  id: payments.id,
  kind: payments.kind,
  status: payments.status,
  email: payments.email,
  firstName: payments.firstName,
  lastName: payments.lastName,
  amountCents: payments.amountCents,
  currency: payments.currency,
  createdAt: payments.createdAt,
  providerReference: payments.providerReference,
  collectionGuid: collections.guid,
  collectionTitle: collections.title,
};

export const redemptionHitColumns = {
  guid: redemptions.guid,
  id: redemptions.id,
  status: redemptions.status,
  method: redemptions.method,
  amountCents: redemptions.amountCents,
  currency: redemptions.currency,
  createdAt: redemptions.createdAt,
  providerPayoutId: redemptions.providerPayoutId,
  collectionGuid: collections.guid,
  collectionTitle: collections.title,
};

const collectionHitColumns = {
  guid: collections.guid,
  id: collections.id,
  title: collections.title,
  market: collections.market,
  isSuspended: collections.isSuspended,
  isClosed: collections.isClosed,
  closeDate: collections.closeDate,
  organiserEmail: organisers.email,
};

export type PaymentHitRow = Awaited<ReturnType<typeof searchPayments>>[number];
export type RedemptionHitRow = Awaited<ReturnType<typeof searchRedemptions>>[number];
export type CollectionHitRow = Awaited<ReturnType<typeof searchCollections>>[number];

function anyOf(conditions: (SQL | undefined | false | null)[]): SQL | undefined {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length > 0 ? or(...kept) : undefined;
}

export async function searchPayments(db: AppDatabase, keys: SearchKeys) {
  // A provider reference may be the payment's own (intent, order) or one its ledger entries carry.
  const byLedgerReference = db
    .select({ id: ledgerEntries.paymentId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.providerReference, keys.text));
  const where = anyOf([
    keys.email !== null && sql`lower(${payments.email}) = ${keys.email}`,
    keys.guid !== null && eq(payments.guid, keys.guid),
    keys.id !== null && eq(payments.id, keys.id),
    eq(payments.providerReference, keys.text),
    keys.guid === null && keys.id === null && keys.email === null && inArray(payments.id, byLedgerReference),
  ]);
  return db
    .select(paymentHitColumns)
    .from(payments)
    .leftJoin(collections, eq(collections.id, payments.collectionId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(GROUP_LIMIT);
}

export async function searchRedemptions(db: AppDatabase, keys: SearchKeys) {
  const where = anyOf([
    keys.email !== null && sql`lower(${redemptions.paypalEmail}) = ${keys.email}`,
    keys.email !== null && sql`lower(${redemptions.mailTo}) = ${keys.email}`,
    keys.guid !== null && eq(redemptions.guid, keys.guid),
    keys.id !== null && eq(redemptions.id, keys.id),
    eq(redemptions.providerPayoutId, keys.text),
  ]);
  return db
    .select(redemptionHitColumns)
    .from(redemptions)
    .innerJoin(collections, eq(collections.id, redemptions.collectionId))
    .where(where)
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(GROUP_LIMIT);
}

export async function searchCollections(db: AppDatabase, keys: SearchKeys) {
  const where = anyOf([
    keys.email !== null && sql`lower(${organisers.email}) = ${keys.email}`,
    keys.email !== null && sql`lower(${collections.recipientEmail}) = ${keys.email}`,
    keys.guid !== null && eq(collections.guid, keys.guid),
    keys.id !== null && eq(collections.id, keys.id),
    keys.text.length >= 2 && ilike(collections.title, likeText(keys.text)),
  ]);
  return db
    .select(collectionHitColumns)
    .from(collections)
    .leftJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(and(eq(collections.isDeleted, false), where))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(GROUP_LIMIT);
}

export async function searchOrganisers(db: AppDatabase, keys: SearchKeys) {
  const where = anyOf([
    keys.email !== null && sql`lower(${organisers.email}) = ${keys.email}`,
    keys.guid !== null && eq(organisers.guid, keys.guid),
  ]);
  if (!where) return [];
  return db
    .select({
      guid: organisers.guid,
      email: organisers.email,
      firstName: organisers.firstName,
      lastName: organisers.lastName,
      collections: count(collections.id),
    })
    .from(organisers)
    .leftJoin(collections, and(eq(collections.organiserId, organisers.id), eq(collections.isDeleted, false)))
    .where(and(eq(organisers.isDeleted, false), where))
    .groupBy(organisers.id)
    .limit(GROUP_LIMIT);
}

export async function findCollectionForSupport(db: AppDatabase, guid: string) {
  const [row] = await db
    .select({ collection: collections, organiser: organisers })
    .from(collections)
    .leftJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(and(eq(collections.guid, guid), eq(collections.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** The collection's payments that reached the provider or settled, newest first (a page of them). */
export async function collectionPayments(db: AppDatabase, collectionId: number, limit = 100) {
  return db
    .select(paymentHitColumns)
    .from(payments)
    .innerJoin(collections, eq(collections.id, payments.collectionId))
    .where(eq(payments.collectionId, collectionId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function collectionRedemptions(db: AppDatabase, collectionId: number) {
  return db
    .select(redemptionHitColumns)
    .from(redemptions)
    .innerJoin(collections, eq(collections.id, redemptions.collectionId))
    .where(eq(redemptions.collectionId, collectionId))
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(GROUP_LIMIT);
}
