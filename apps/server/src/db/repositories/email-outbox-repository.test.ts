import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueInSlices, receiptMails, resetMail } from '../../../test/outbox-fixtures';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { MAIL_PRIORITY } from '../../mail/mail-priority';
import { claimDueEmails, enqueueEmails, listOutbox } from './email-outbox-repository';

let testDb: TestDatabase;
const db = () => testDb.handle.db;

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.dispose();
});

const invitation = {
  dedupeKey: 'invitation:prio-test',
  toAddress: 'invitee@example.test',
  template: 'invitation',
  subject: "You're invited: Leaving gift",
  payload: {
    organiserName: 'Org',
    collectionTitle: 'Leaving gift',
    closeDate: '2026-02-01T00:00:00Z',
    link: 'http://x/?invId=1',
  },
};

describe('claiming outbox mail', () => {
  it('claims a reset queued after many receipts first, then an invitation, then the oldest receipt', async () => {
    await enqueueInSlices(db(), receiptMails(500, 'prio'));
    await enqueueEmails(db(), [invitation]);
    await enqueueEmails(db(), [resetMail('waiting@example.test')]);

    const claimed = await claimDueEmails(db(), 3, 60_000);
    expect(claimed.map((m) => m.toAddress)).toEqual([
      'waiting@example.test',
      'invitee@example.test',
      'receipt-prio-0@example.test',
    ]);
  });

  it('sets the priority from the template, whatever the caller queues', async () => {
    const rows = await listOutbox(db());
    const priorityOf = (to: string) => rows.find((r) => r.toAddress === to)?.priority;
    expect(priorityOf('waiting@example.test')).toBe(MAIL_PRIORITY.personWaiting);
    expect(priorityOf('invitee@example.test')).toBe(MAIL_PRIORITY.organiserAction);
    expect(priorityOf('receipt-prio-1@example.test')).toBe(MAIL_PRIORITY.receipt);
  });

  it('leaves leased mail alone: the next claim takes the following receipts', async () => {
    const next = await claimDueEmails(db(), 2, 60_000);
    expect(next.map((m) => m.toAddress)).toEqual([
      'receipt-prio-1@example.test',
      'receipt-prio-2@example.test',
    ]);
    expect(next.every((m) => m.attempts === 1 && +m.nextAttemptAt > Date.now() + 50_000)).toBe(true);
  });
});
