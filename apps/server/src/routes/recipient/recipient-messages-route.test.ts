import { randomUUID } from 'node:crypto';
import { API_PATHS, DELIVERY_PATHS as PATHS, PAGE_CURSOR_INVALID, deliveryPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { useTestApp } from '../../../test/use-test-app';
import { hashRecipientToken, insertLink } from '../../db/repositories/delivery-repository';
import { deliveries } from '../../db/schema/deliveries';
import { groupCards } from '../../db/schema/group-cards';
import { messages } from '../../db/schema/messages';

// Decision 121: the delivered card's three readers (the recipient's link, a contributor's receipt
// link, the organiser's preview) get its first page of messages and read the rest a page at a time.

const t = useTestApp();

type RecipientMessage = { guid: string; comment: string };
type Page = { messages: RecipientMessage[]; nextCursor: string | null };
type Card = Page & { messagesNextCursor: string | null; messageCount: number };

const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Message ${from + i}`);
const comments = (list: RecipientMessage[]) => list.map((m) => m.comment);

/** A delivered card with `count` visible messages plus a hidden one, signed through the API for an edit token. */
async function deliveredCard(count: number) {
  const app = t.app();
  const owner = await signUpOrganiser(app);
  const collection = await createOwnedCollection(app.db, owner.organiser.id);
  const [card] = await app.db.select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
  const signed = await app.inject({ method: 'POST', url: API_PATHS.storeGroupCard, payload: { collection: collection.guid, from: 'Ann', comment: 'Message 1' } });
  const editToken = (signed.json() as { editToken: string }).editToken;
  await app.db.insert(messages).values([
    ...Array.from({ length: count - 1 }, (_, i) => ({
      guid: randomUUID(),
      groupCardId: card!.id,
      collectionId: collection.id,
      name: 'Signer',
      comment: `Message ${i + 2}`,
      editTokenHash: randomUUID(),
      displaySeq: i + 2,
    })),
    { guid: randomUUID(), groupCardId: card!.id, collectionId: collection.id, name: 'X', comment: 'Hidden', editTokenHash: randomUUID(), displaySeq: 7, hiddenAt: new Date() },
  ]);
  const [delivery] = await app.db
    .insert(deliveries)
    .values({ collectionId: collection.id, status: 'delivered', recipientName: 'Sam', byLink: true, deliveredAt: new Date() })
    .returning();
  const token = Buffer.from(randomUUID() + randomUUID()).toString('base64url').slice(0, 43);
  await insertLink(app.db, delivery!.id, hashRecipientToken(token), 'copy', { revokeOthers: false });
  return { collection, owner, token, editToken };
}

async function readAll(
  first: Card,
  next: (cursor: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>,
): Promise<string[]> {
  const all = [...first.messages];
  let cursor = first.messagesNextCursor;
  while (cursor) {
    const res = await next(cursor);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    all.push(...page.messages);
    cursor = page.nextCursor;
  }
  return comments(all);
}

describe('the delivered card a page at a time', () => {
  it('gives each reader the first page and the count, and every message once through the pages', async () => {
    const { collection, owner, token, editToken } = await deliveredCard(120);
    const app = t.app();

    const recipient = (await app.inject({ method: 'GET', url: deliveryPath(PATHS.recipientCard, { token }) })).json() as Card;
    expect(recipient.messages).toHaveLength(50);
    expect(recipient.messageCount).toBe(120);
    const recipientPages = await readAll(recipient, (cursor) =>
      app.inject({ method: 'GET', url: deliveryPath(PATHS.recipientMessages, { token }), query: { cursor } }),
    );
    expect(recipientPages).toEqual(numbered(1, 120));

    const contributorHeaders = { 'x-edit-token': editToken };
    const contributor = (
      await app.inject({ method: 'GET', url: PATHS.contributorCard, query: { collection: collection.guid }, headers: contributorHeaders })
    ).json() as Card;
    const contributorPages = await readAll(contributor, (cursor) =>
      app.inject({ method: 'GET', url: PATHS.contributorCardMessages, query: { collection: collection.guid, cursor, limit: '30' }, headers: contributorHeaders }),
    );
    expect(contributorPages).toEqual(numbered(1, 120));

    const preview = (
      await app.inject({ method: 'GET', url: deliveryPath(PATHS.preview, { guid: collection.guid }), headers: owner.headers })
    ).json() as Card;
    const previewPages = await readAll(preview, (cursor) =>
      app.inject({ method: 'GET', url: deliveryPath(PATHS.previewMessages, { guid: collection.guid }), query: { cursor }, headers: owner.headers }),
    );
    expect(previewPages).toEqual(numbered(1, 120));
  });

  it('keeps each reader’s key: a wrong token, no edit token or no session reads no page', async () => {
    const { collection, token, editToken } = await deliveredCard(3);
    const app = t.app();
    const wrongToken = await app.inject({ method: 'GET', url: deliveryPath(PATHS.recipientMessages, { token: `${token.slice(0, -2)}xx` }) });
    expect(wrongToken.statusCode).toBe(404);
    const noEditToken = await app.inject({ method: 'GET', url: PATHS.contributorCardMessages, query: { collection: collection.guid } });
    expect(noEditToken.statusCode).toBe(404);
    const noSession = await app.inject({ method: 'GET', url: deliveryPath(PATHS.previewMessages, { guid: collection.guid }) });
    expect(noSession.statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url: PATHS.contributorCardMessages, query: { collection: collection.guid }, headers: { 'x-edit-token': editToken } });
    expect(comments((ok.json() as Page).messages)).toEqual(numbered(1, 3));
  });

  it('refuses a cursor that is not one of ours with a 400', async () => {
    const { token } = await deliveredCard(2);
    for (const cursor of ['%%%', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1.5,2]').toString('base64url')]) {
      const res = await t.app().inject({ method: 'GET', url: deliveryPath(PATHS.recipientMessages, { token }), query: { cursor } });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ error: { details: { fieldErrors: { cursor: [PAGE_CURSOR_INVALID] } } } });
    }
  });
});
