import { randomUUID } from 'node:crypto';
import { API_PATHS, PAGE_CURSOR_INVALID } from '@groupgift/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { useTestApp } from '../../../test/use-test-app';
import { encodeCursor } from '../../db/keyset-cursor';
import { publishAwaitingMessage } from '../../db/repositories/messages-repository';
import { groupCards } from '../../db/schema/group-cards';
import { messages } from '../../db/schema/messages';

// Decision 121: the card's messages page with a keyset cursor, first page on contribution-details
// (and GetGroupCard), the rest from cardMessages.

const t = useTestApp();

type Message = { id: number; comment: string };
type Page = { messages: Message[]; nextCursor: string | null };
type Details = { groupCard: { messages: Message[]; messagesNextCursor: string | null } };

/** A card with `visible` messages on it, and a hidden, a deleted and an unpaid one among them. */
async function cardWith(visible: number) {
  const owner = await signUpOrganiser(t.app());
  const collection = await createOwnedCollection(t.app().db, owner.organiser.id);
  const [card] = await t.app().db.select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
  const row = (comment: string, displaySeq: number) => ({
    guid: randomUUID(),
    groupCardId: card!.id,
    collectionId: collection.id,
    name: 'Signer',
    comment,
    editTokenHash: randomUUID(),
    displaySeq,
  });
  await t.app().db.insert(messages).values([
    ...Array.from({ length: visible }, (_, i) => row(`Message ${i + 1}`, i + 1)),
    { ...row('Hidden', 3), hiddenAt: new Date() },
    { ...row('Deleted', 4), deletedAt: new Date() },
    { ...row('Unpaid', 5), awaitingPayment: true },
  ]);
  return { ...collection, owner };
}

const comments = (list: Message[]) => list.map((m) => m.comment);
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Message ${from + i}`);

async function details(guid: string, headers: Record<string, string> = {}) {
  return t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}`, headers });
}

async function page(guid: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ collection: guid, ...query });
  return t.app().inject({ method: 'GET', url: `${API_PATHS.cardMessages}?${search}` });
}

/** Every page after the first, following the cursors. */
async function rest(guid: string, cursor: string | null, limit?: number): Promise<Message[]> {
  const all: Message[] = [];
  while (cursor) {
    const res = await page(guid, { cursor, ...(limit ? { limit: String(limit) } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Page;
    all.push(...body.messages);
    cursor = body.nextCursor;
  }
  return all;
}

async function sign(collection: string, comment: string) {
  const res = await t.app().inject({ method: 'POST', url: API_PATHS.storeGroupCard, payload: { collection, from: 'Late Signer', comment } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('card messages a page at a time', () => {
  it('gives the first 50 on contribution-details and GetGroupCard, and the rest joins on with no gap or repeat', async () => {
    const { guid } = await cardWith(130);
    const first = (await details(guid)).json() as Details;
    expect(comments(first.groupCard.messages)).toEqual(numbered(1, 50));
    expect(first.groupCard.messagesNextCursor).toEqual(expect.any(String));

    const card = (await t.app().inject({ method: 'GET', url: `${API_PATHS.groupCard}?collection=${guid}` })).json() as Details['groupCard'];
    expect(comments(card.messages)).toEqual(numbered(1, 50));
    expect(card.messagesNextCursor).toBe(first.groupCard.messagesNextCursor);

    // Hidden, deleted and unpaid messages are on no page.
    expect(comments(await rest(guid, first.groupCard.messagesNextCursor))).toEqual(numbered(51, 130));
    // Any page size joins the same way.
    expect(comments(await rest(guid, first.groupCard.messagesNextCursor, 7))).toEqual(numbered(51, 130));
    const small = (await page(guid, { limit: '200' })).json() as Page;
    expect(comments(small.messages)).toEqual(numbered(1, 130));
    expect(small.nextCursor).toBeNull();
  });

  it('has no cursor when the first page is the whole card', async () => {
    const { guid } = await cardWith(50);
    const first = (await details(guid)).json() as Details;
    expect(first.groupCard.messages).toHaveLength(50);
    expect(first.groupCard.messagesNextCursor).toBeNull();
  });

  it('reads a message written while someone scrolls exactly once, at the end', async () => {
    const { guid } = await cardWith(60);
    const first = (await details(guid)).json() as Details;
    await sign(guid, 'Written meanwhile');
    const after = await rest(guid, first.groupCard.messagesNextCursor, 5);
    expect(comments(after)).toEqual([...numbered(51, 60), 'Written meanwhile']);
  });

  it('puts a message whose payment settles while someone scrolls at the end, where they will read it', async () => {
    const { guid } = await cardWith(60);
    const first = (await details(guid)).json() as Details;
    const [unpaid] = await t.app().db.select().from(messages).where(eq(messages.comment, 'Unpaid')).orderBy(desc(messages.id)).limit(1);
    await t.app().db.transaction((tx) => publishAwaitingMessage(tx, unpaid!.id));
    const after = await rest(guid, first.groupCard.messagesNextCursor, 4);
    expect(comments(after)).toEqual([...numbered(51, 60), 'Unpaid']);
  });

  it('refuses a cursor or limit that is not one of ours with a 400 that says so', async () => {
    const { guid } = await cardWith(3);
    const refused = [
      { cursor: 'not a cursor!' },
      { cursor: 'bm90IGpzb24' }, // "not json"
      { cursor: encodeCursor(['2026-01-01', 1]) }, // another list's key
      { cursor: encodeCursor([1, -4]) },
      { cursor: Buffer.from('[1,2,3]').toString('base64url') },
    ];
    for (const query of refused) {
      const res = await page(guid, query);
      expect(res.statusCode, query.cursor).toBe(400);
      expect(res.json()).toMatchObject({ error: { details: { fieldErrors: { cursor: [PAGE_CURSOR_INVALID] } } } });
    }
    for (const limit of ['0', '201', 'ten', '2.5']) {
      const res = await page(guid, { limit });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toMatchObject({ error: { details: { fieldErrors: { limit: [expect.any(String)] } } } });
    }
    expect((await page(randomUUID())).statusCode).toBe(404);
  });

  it('moves the ETag when a message is added, and the new message is on the pages', async () => {
    const { guid } = await cardWith(55);
    const before = await details(guid);
    const etag = before.headers.etag as string;
    expect((await details(guid, { 'if-none-match': etag })).statusCode).toBe(304);

    await sign(guid, 'After the first read');
    const after = await details(guid, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const body = after.json() as Details;
    expect(comments(body.groupCard.messages)).toEqual(numbered(1, 50));
    expect(comments(await rest(guid, body.groupCard.messagesNextCursor))).toEqual([...numbered(51, 55), 'After the first read']);
  });
});
