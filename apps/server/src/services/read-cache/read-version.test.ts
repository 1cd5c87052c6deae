import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { coverPages, groupCards } from '../../db/schema/group-cards';
import { invitees } from '../../db/schema/invitees';
import { messages } from '../../db/schema/messages';
import { createOwnedCollection } from '../../../test/owned-collection';
import { useTestApp } from '../../../test/use-test-app';
import { findReadHead } from './read-version';

// Migration 0016 (decision 115): every write to a table the contribution-details read is built from
// moves the collection's version in the same transaction, whatever code path wrote it.

const { app } = useTestApp();
const db = () => app().db;

async function versionOf(guid: string): Promise<string> {
  const head = await findReadHead(db(), guid);
  if (!head) throw new Error('no collection');
  return head.version;
}

/** Runs a write and answers whether the collection's version moved. */
async function moves(guid: string, write: () => Promise<unknown>): Promise<boolean> {
  const before = await versionOf(guid);
  await write();
  return (await versionOf(guid)) !== before;
}

describe('the collection read version', () => {
  it('moves with every write to the collection, its card, its cover and its messages', async () => {
    const { id, guid } = await createOwnedCollection(db(), 1);
    const [card] = await db().select().from(groupCards).where(eq(groupCards.collectionId, id));
    const messageGuid = randomUUID();
    const insertMessage = () =>
      db().insert(messages).values({
        guid: messageGuid,
        groupCardId: card!.id,
        collectionId: id,
        name: 'Sam',
        comment: 'Hello',
        editTokenHash: 'x',
      });
    const writes: Record<string, () => Promise<unknown>> = {
      'collection edit': () => db().update(collections).set({ title: 'New title' }).where(eq(collections.id, id)),
      'figures after a payment': () =>
        db().update(collections).set({ soFarCollectedCents: 1000, joinedCount: 1 }).where(eq(collections.id, id)),
      'message added': insertMessage,
      'message hidden': () => db().update(messages).set({ hiddenAt: new Date() }).where(eq(messages.guid, messageGuid)),
      'message edited': () => db().update(messages).set({ comment: 'Edited' }).where(eq(messages.guid, messageGuid)),
      'message removed': () => db().delete(messages).where(eq(messages.guid, messageGuid)),
      'cover edited': () => db().update(coverPages).set({ title: 'Cover' }).where(eq(coverPages.groupCardId, card!.id)),
      'card touched': () => db().update(groupCards).set({ updatedAt: new Date() }).where(eq(groupCards.id, card!.id)),
    };
    for (const [name, write] of Object.entries(writes)) expect(await moves(guid, write), name).toBe(true);
  });

  it("leaves other collections' versions alone, and tables the read does not use", async () => {
    const first = await createOwnedCollection(db(), 1);
    const second = await createOwnedCollection(db(), 1);
    expect(
      await moves(second.guid, () => db().update(collections).set({ title: 'Only the first' }).where(eq(collections.id, first.id))),
    ).toBe(false);
    expect(
      await moves(first.guid, () =>
        db().insert(invitees).values({ guid: randomUUID(), collectionId: first.id, email: 'i@example.test' }),
      ),
    ).toBe(false);
  });

  it('answers null for a collection that does not exist', async () => {
    expect(await findReadHead(db(), randomUUID())).toBeNull();
  });
});
