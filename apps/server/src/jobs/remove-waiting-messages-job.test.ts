import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISER } from '../../test/demo-guids';
import { createOwnedCollection } from '../../test/owned-collection';
import { useTestApp } from '../../test/use-test-app';
import { groupCards } from '../db/schema/group-cards';
import { messages } from '../db/schema/messages';
import { organisers } from '../db/schema/organisers';
import { payments } from '../db/schema/payments';
import { removeAbandonedWaitingMessages } from './remove-waiting-messages-job';

const t = useTestApp();
const db = () => t.db().handle.db;

// The job's clock: every time below is relative to it, and the tests move it.
const NOW = new Date('2026-06-01T12:00:00Z');
const hoursAgo = (hours: number, from = NOW) => new Date(from.getTime() - hours * 3_600_000);

let card: { id: number; collectionId: number };
beforeAll(async () => {
  const [organiser] = await db().select({ id: organisers.id }).from(organisers).where(eq(organisers.guid, DEMO_ORGANISER));
  const collection = await createOwnedCollection(db(), organiser!.id);
  const [row] = await db().select({ id: groupCards.id }).from(groupCards).where(eq(groupCards.collectionId, collection.id));
  card = { id: row!.id, collectionId: collection.id };
});

async function message(writtenHoursAgo: number, awaitingPayment = true): Promise<number> {
  const at = hoursAgo(writtenHoursAgo);
  const [row] = await db()
    .insert(messages)
    .values({
      guid: randomUUID(),
      groupCardId: card.id,
      collectionId: card.collectionId,
      name: 'Signer',
      comment: 'Happy retirement',
      editTokenHash: 'x',
      awaitingPayment,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: messages.id });
  return row!.id;
}

async function payment(messageId: number, status: string, changedHoursAgo: number): Promise<number> {
  const [row] = await db()
    .insert(payments)
    .values({
      guid: randomUUID(),
      idempotencyKey: randomUUID(),
      kind: 'contribution',
      collectionId: card.collectionId,
      messageId,
      provider: 0,
      paymentMethod: 1,
      status,
      currency: 'USD',
      amountCents: 1000,
      netCents: 1000,
      createdAt: hoursAgo(changedHoursAgo + 1),
      updatedAt: hoursAgo(changedHoursAgo),
    })
    .returning({ id: payments.id });
  return row!.id;
}

async function remaining(ids: number[]): Promise<number[]> {
  const rows = await db().select({ id: messages.id }).from(messages).where(inArray(messages.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('removing messages whose payment never succeeded', () => {
  it('removes a waiting message a day after its payment failed or expired, or after it was written without one', async () => {
    const neverPaid = await message(25);
    const failed = await message(30);
    const failedPayment = await payment(failed, 'failed', 25);
    const failedTwice = await message(72);
    await payment(failedTwice, 'failed', 70);
    await payment(failedTwice, 'failed', 26);

    expect(await removeAbandonedWaitingMessages(t.app(), NOW)).toBeGreaterThanOrEqual(3);
    expect(await remaining([neverPaid, failed, failedTwice])).toEqual([]);
    // The failed attempt stays on record, without the message.
    const [kept] = await db().select().from(payments).where(eq(payments.id, failedPayment));
    expect(kept).toMatchObject({ status: 'failed', messageId: null });
  });

  it('keeps every message whose payment may still succeed, succeeded, or failed less than a day ago', async () => {
    const recent = await message(23);
    const recentlyFailed = await message(72);
    await payment(recentlyFailed, 'failed', 23);
    // Waiting on 3-D Secure or a lost answer: reconciliation may yet settle it as paid.
    const requiresAction = await message(72);
    await payment(requiresAction, 'requires_action', 48);
    const created = await message(72);
    await payment(created, 'created', 48);
    const retried = await message(72);
    await payment(retried, 'failed', 60);
    await payment(retried, 'requires_action', 30);
    // Not waiting: on the card (or paid for), whatever its age.
    const onCard = await message(500, false);
    const paid = await message(500, false);
    await payment(paid, 'succeeded', 480);
    const ids = [recent, recentlyFailed, requiresAction, created, retried, onCard, paid];

    await removeAbandonedWaitingMessages(t.app(), NOW);
    expect(await remaining(ids)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('removes a message once its payment has been failed for a day, not before', async () => {
    const waiting = await message(48);
    await payment(waiting, 'failed', 1);
    await removeAbandonedWaitingMessages(t.app(), NOW);
    expect(await remaining([waiting])).toEqual([waiting]);
    await removeAbandonedWaitingMessages(t.app(), new Date(NOW.getTime() + 22 * 3_600_000));
    expect(await remaining([waiting])).toEqual([waiting]);
    await removeAbandonedWaitingMessages(t.app(), new Date(NOW.getTime() + 24 * 3_600_000));
    expect(await remaining([waiting])).toEqual([]);
  });
});
