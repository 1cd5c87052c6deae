import { randomUUID } from 'node:crypto';
import {
  contributionsResponseSchema,
  inviteesResponseSchema,
  messagesResponseSchema,
  ORGANISER_ACTIVITY_PATHS as PATHS,
  organiserActivityPath,
  PAGE_CURSOR_INVALID,
} from '@groupgift/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';
import { encodeCursor } from '../../db/keyset-cursor';
import { groupCards } from '../../db/schema/group-cards';
import { invitees } from '../../db/schema/invitees';
import { messages } from '../../db/schema/messages';
import { payments } from '../../db/schema/payments';

const t = useTestApp();
const db = () => t.db().handle.db;

type ListPath = typeof PATHS.contributions | typeof PATHS.messages | typeof PATHS.invitees;
const LISTS = [
  { path: PATHS.contributions, schema: contributionsResponseSchema, rows: 'contributions' },
  { path: PATHS.messages, schema: messagesResponseSchema, rows: 'messages' },
  { path: PATHS.invitees, schema: inviteesResponseSchema, rows: 'invitees' },
] as const;

async function owner() {
  const organiser = await signUpOrganiser(t.app());
  const collection = await createOwnedCollection(db(), organiser.organiser.id);
  return { ...organiser, ...collection };
}

function get(who: SignedUpOrganiser, guid: string, path: ListPath, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app().inject({ method: 'GET', url: `${organiserActivityPath(path, { guid })}?${search}`, headers: who.headers });
}

/** Every row of a list, read `limit` at a time; the page summaries alongside. */
async function readAll(who: SignedUpOrganiser, guid: string, list: (typeof LISTS)[number], limit: number) {
  const guids: string[] = [];
  const summaries: unknown[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(who, guid, list.path, cursor ? { limit, cursor } : { limit });
    expect(res.statusCode, res.body).toBe(200);
    const page = list.schema.parse(res.json());
    const rows = (page as unknown as Record<string, { guid: string }[]>)[list.rows] ?? [];
    expect(rows.length).toBeLessThanOrEqual(limit);
    guids.push(...rows.map((row) => row.guid));
    summaries.push(page.summary);
    cursor = page.nextCursor;
  } while (cursor);
  return { guids, summaries };
}

// Times that share a millisecond and differ in microseconds, and exact ties broken by id: the
// cursor must keep every digit the database sorts on.
const TIMES = [
  '2026-01-01T10:00:00.000100Z',
  '2026-01-01T10:00:00.000200Z',
  '2026-01-01T10:00:00.000200Z',
  '2026-01-01T10:00:00.000900Z',
  '2026-01-01T10:00:01Z',
  '2026-01-01T10:00:01Z',
  '2026-01-02T08:00:00.5Z',
];
const at = (time: string) => sql`${time}::timestamptz`;

async function addContributions(collectionId: number, times: readonly string[]) {
  for (const [i, time] of times.entries()) {
    await db()
      .insert(payments)
      .values({
        guid: randomUUID(),
        idempotencyKey: randomUUID(),
        kind: 'contribution',
        collectionId,
        provider: 2,
        paymentMethod: 1,
        status: i % 2 ? 'requires_action' : 'succeeded',
        currency: 'USD',
        amountCents: 1000 + i,
        netCents: 1000 + i,
        firstName: `Giver ${i}`,
        createdAt: at(time),
      });
  }
  // Attempts that took no money are not on the list, so never on a page.
  await db().insert(payments).values({
    guid: randomUUID(),
    idempotencyKey: randomUUID(),
    kind: 'contribution',
    collectionId,
    provider: 2,
    paymentMethod: 1,
    status: 'failed',
    currency: 'USD',
    amountCents: 1,
    netCents: 1,
  });
}

async function addMessages(collectionId: number, count: number, firstSeq = 1) {
  const [card] = await db().select({ id: groupCards.id }).from(groupCards).where(eq(groupCards.collectionId, collectionId));
  for (let i = 0; i < count; i += 1) {
    await db()
      .insert(messages)
      .values({
        guid: randomUUID(),
        groupCardId: card!.id,
        collectionId,
        name: `Signer ${i}`,
        comment: `Message ${i}`,
        // Pairs share a display order: the id breaks the tie.
        displaySeq: firstSeq + Math.floor(i / 2),
        editTokenHash: 'x',
        hiddenAt: i % 3 === 0 ? new Date() : null,
      });
  }
}

async function addInvitees(collectionId: number, times: readonly string[], tag = 'a') {
  for (const [i, time] of times.entries()) {
    await db()
      .insert(invitees)
      .values({ guid: randomUUID(), collectionId, email: `${tag}${i}@example.test`, createdAt: at(time) });
  }
}

async function filled() {
  const who = await owner();
  await addContributions(who.id, TIMES);
  await addMessages(who.id, 7);
  await addInvitees(who.id, TIMES);
  return who;
}

describe('organiser lists: pages', () => {
  it('join to the whole list in today\'s order, with no gap or duplicate, at every page size', async () => {
    const who = await filled();
    for (const list of LISTS) {
      const whole = await readAll(who, who.guid, list, 200);
      expect(whole.guids, list.path).toHaveLength(TIMES.length);
      expect(new Set(whole.guids).size).toBe(TIMES.length);
      for (const limit of [1, 2, 3, 6]) {
        expect((await readAll(who, who.guid, list, limit)).guids, `${list.path} by ${limit}`).toEqual(whole.guids);
      }
    }
  });

  it('keeps the order the screens had: contributions newest first, messages in card order, invitees oldest first', async () => {
    const who = await filled();
    const contributions = contributionsResponseSchema.parse((await get(who, who.guid, PATHS.contributions)).json());
    expect(contributions.contributions.map((c) => c.name)).toEqual(['Giver 6', 'Giver 5', 'Giver 4', 'Giver 3', 'Giver 2', 'Giver 1', 'Giver 0']);
    const list = messagesResponseSchema.parse((await get(who, who.guid, PATHS.messages)).json());
    expect(list.messages.map((m) => m.comment)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `Message ${i}`));
    expect(list.messages.filter((m) => m.hidden)).toHaveLength(3);
    const people = inviteesResponseSchema.parse((await get(who, who.guid, PATHS.invitees)).json());
    expect(people.invitees.map((i) => i.email)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `a${i}@example.test`));
  });

  it('carries whole-list counts on the first page only', async () => {
    const who = await filled();
    for (const list of LISTS) {
      const { summaries } = await readAll(who, who.guid, list, 3);
      expect(summaries[0], list.path).toMatchObject({ total: TIMES.length });
      expect(summaries.slice(1)).toEqual([null, null]);
    }
    const first = inviteesResponseSchema.parse((await get(who, who.guid, PATHS.invitees, { limit: 2 })).json());
    expect(first.summary).toEqual({ total: TIMES.length, remindable: TIMES.length });
  });

  it('does not show twice a row added while the organiser pages', async () => {
    const who = await filled();
    const firstContributions = contributionsResponseSchema.parse((await get(who, who.guid, PATHS.contributions, { limit: 3 })).json());
    const firstInvitees = inviteesResponseSchema.parse((await get(who, who.guid, PATHS.invitees, { limit: 3 })).json());
    const firstMessages = messagesResponseSchema.parse((await get(who, who.guid, PATHS.messages, { limit: 3 })).json());
    // A newer contribution, a later invitee and a message at the end of the card arrive meanwhile.
    await addContributions(who.id, ['2026-03-01T00:00:00Z']);
    await addInvitees(who.id, ['2026-03-01T00:00:00Z'], 'late');
    await addMessages(who.id, 1, 100);

    const rest = async (list: (typeof LISTS)[number], cursor: string | null) => {
      const guids: string[] = [];
      while (cursor) {
        const page = list.schema.parse((await get(who, who.guid, list.path, { limit: 3, cursor })).json());
        guids.push(...(page as unknown as Record<string, { guid: string }[]>)[list.rows]!.map((row) => row.guid));
        cursor = page.nextCursor;
      }
      return guids;
    };
    const [contributionsList, messagesList, inviteesList] = LISTS;
    const contributions = [...firstContributions.contributions.map((c) => c.guid), ...(await rest(contributionsList, firstContributions.nextCursor))];
    // The newer contribution sorts before the pages already read: it waits for a reload.
    expect(contributions).toHaveLength(TIMES.length);
    expect(new Set(contributions).size).toBe(TIMES.length);
    const people = [...firstInvitees.invitees.map((i) => i.guid), ...(await rest(inviteesList, firstInvitees.nextCursor))];
    expect(people).toHaveLength(TIMES.length + 1);
    expect(new Set(people).size).toBe(TIMES.length + 1);
    const notes = [...firstMessages.messages.map((m) => m.guid), ...(await rest(messagesList, firstMessages.nextCursor))];
    expect(notes).toHaveLength(8);
    expect(new Set(notes).size).toBe(8);
  });

  it('reminds every remindable invitee on "Remind all", later pages included', async () => {
    const who = await owner();
    await addInvitees(who.id, TIMES);
    const res = await t.app().inject({
      method: 'POST',
      url: organiserActivityPath(PATHS.reminders, { guid: who.guid }),
      headers: who.headers,
      payload: {},
    });
    expect(res.json()).toEqual({ sent: TIMES.length, skipped: 0 });
    const after = inviteesResponseSchema.parse((await get(who, who.guid, PATHS.invitees, { limit: 2 })).json());
    expect(after.summary).toEqual({ total: TIMES.length, remindable: 0 });
  });
});

describe('organiser lists: refusals', () => {
  const refusals: [string, Record<string, string | number>, string][] = [
    ['a cursor with characters no cursor has', { cursor: 'not a cursor!' }, 'cursor'],
    ['a cursor that is not JSON', { cursor: 'bm90LWpzb24' }, 'cursor'],
    ['a cursor of another shape', { cursor: encodeCursor(['x', 'y']) }, 'cursor'],
    ['a cursor with an impossible date', { cursor: encodeCursor(['2026-02-31T00:00:00.000000Z', 4]) }, 'cursor'],
    ['a cursor with an id out of range', { cursor: encodeCursor([3, 2 ** 40]) }, 'cursor'],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['a limit above the largest page', { limit: 201 }, 'limit'],
    ['a limit that is not a number', { limit: 'ten' }, 'limit'],
  ];
  it.each(refusals)('answers 400 to %s, naming the parameter', async (_name, query, field) => {
    const who = await owner();
    for (const list of LISTS) {
      const res = await get(who, who.guid, list.path, query);
      expect(res.statusCode, `${list.path} ${res.body}`).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('validation_failed');
      expect(error.details.fieldErrors[field], res.body).toHaveLength(1);
      if (field === 'cursor') expect(error.details.fieldErrors.cursor).toEqual([PAGE_CURSOR_INVALID]);
    }
  });

  it("answers 404 when an organiser pages another organiser's list, even with a cursor it made", async () => {
    const who = await filled();
    const other = await signUpOrganiser(t.app());
    for (const list of LISTS) {
      const first = list.schema.parse((await get(who, who.guid, list.path, { limit: 2 })).json());
      const res = await get(other, who.guid, list.path, { limit: 2, cursor: first.nextCursor! });
      expect(res.statusCode, list.path).toBe(404);
      expect(res.body).not.toContain('example.test');
    }
  });
});
