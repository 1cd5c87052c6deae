import { and, asc, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { emailOutbox } from '../schema/email-outbox';
import { ledgerEntries } from '../schema/money-out';
import { payments } from '../schema/payments';
import { providerWebhookEvents } from '../schema/provider-webhook-events';
import { paymentHitColumns } from './support-search-repository';

/** What a payment's timeline is read from (decision 156): its row, entries, mails and webhooks. */

export async function findPaymentForSupport(db: AppDatabase, guid: string) {
  const [row] = await db
    .select({ payment: payments, collection: collections })
    .from(payments)
    .leftJoin(collections, eq(collections.id, payments.collectionId))
    .where(eq(payments.guid, guid))
    .limit(1);
  return row ?? null;
}

export function paymentLedgerEntries(db: AppDatabase, paymentId: number) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(asc(ledgerEntries.id));
}

/** Mails about the payment: every dedupe key the payment's mails use names its guid. */
export function paymentMails(db: AppDatabase, paymentGuid: string) {
  return db
    .select({
      id: emailOutbox.id,
      template: emailOutbox.template,
      toAddress: emailOutbox.toAddress,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `%${paymentGuid}%`))
    .orderBy(asc(emailOutbox.id));
}

/** Webhooks whose payload names the provider's reference (the provider's own ids, stored raw). */
export function paymentWebhooks(db: AppDatabase, providerReference: string) {
  return db
    .select({
      type: providerWebhookEvents.type,
      eventId: providerWebhookEvents.eventId,
      receivedAt: providerWebhookEvents.receivedAt,
      processedAt: providerWebhookEvents.processedAt,
      processingError: providerWebhookEvents.processingError,
    })
    .from(providerWebhookEvents)
    .where(sql`strpos(${providerWebhookEvents.payload}::text, ${providerReference}) > 0`)
    .orderBy(asc(providerWebhookEvents.id))
    .limit(50);
}

/** The same contributor's other attempts on the same collection (same address, case aside). */
export function otherAttempts(db: AppDatabase, row: { id: number; collectionId: number | null; email: string | null }) {
  if (row.collectionId === null || !row.email) return Promise.resolve([]);
  return db
    .select(paymentHitColumns)
    .from(payments)
    .innerJoin(collections, eq(collections.id, payments.collectionId))
    .where(
      and(
        eq(payments.collectionId, row.collectionId),
        sql`lower(${payments.email}) = ${row.email.toLowerCase()}`,
        ne(payments.id, row.id),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(20);
}

/** The receipt the payment's success queued (receipts.ts's dedupe key), to send again as it was. */
export async function originalReceipt(db: AppDatabase, paymentGuid: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `receipt:${paymentGuid}`)).limit(1);
  return row ?? null;
}
