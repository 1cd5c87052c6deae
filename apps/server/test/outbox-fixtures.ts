import type { AppDatabase } from '../src/db/client';
import { enqueueEmails, type OutboxInsert } from '../src/db/repositories/email-outbox-repository';
import type { ContributionReceiptPayload, PasswordResetPayload } from '../src/mail/templates';

/** `count` contribution receipts to receipt-<tag>-<i>@example.test, as a busy payment hour queues them. */
export function receiptMails(count: number, tag = 'r'): OutboxInsert[] {
  return Array.from({ length: count }, (_, i) => {
    const payload: ContributionReceiptPayload = {
      firstName: 'Chip',
      collectionTitle: 'Leaving gift',
      market: 'US',
      subtotal: 2500,
      fee: 105,
      total: 2605,
      invoiceNumber: `INV-${tag}-${i}`,
      paymentDate: '2026-01-15T10:00:00.000Z',
      editUrl: null,
      collectionUrl: 'http://localhost:3000/contribute/x',
    };
    return {
      dedupeKey: `receipt:${tag}-${i}`,
      toAddress: `receipt-${tag}-${i}@example.test`,
      template: 'contribution-receipt',
      subject: `Your receipt INV-${tag}-${i}`,
      payload,
    };
  });
}

export function resetMail(toAddress: string): OutboxInsert {
  const payload: PasswordResetPayload = {
    firstName: 'Org',
    resetUrl: 'http://localhost:3000/reset-password?token=t',
    validMinutes: 60,
  };
  return { dedupeKey: null, toAddress, template: 'password-reset', subject: 'Reset your password', payload };
}

/** Inserts in slices: one INSERT of 10,000 rows would pass PostgreSQL's 65,535 parameter limit. */
export async function enqueueInSlices(db: AppDatabase, rows: OutboxInsert[], slice = 2_000): Promise<void> {
  for (let i = 0; i < rows.length; i += slice) await enqueueEmails(db, rows.slice(i, i + slice));
}
