import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  inviteesResponseSchema,
  ORGANISER_ACTIVITY_PATHS as PATHS,
  organiserActivityPath,
} from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';
import { invitationStatusEvents } from '../../db/schema/invitees';
import { messages } from '../../db/schema/messages';
import { createOwnedCollection } from '../../../test/owned-collection';

const t = useTestApp();

/** An organiser's collection with the given people invited; answers their invitee guids by email. */
async function invited(emails: string[]) {
  const owner = await signUpOrganiser(t.app());
  const collection = await createOwnedCollection(t.app().db, owner.organiser.id);
  const url = organiserActivityPath(PATHS.invitees, { guid: collection.guid });
  const added = await t.app().inject({ method: 'POST', url, headers: owner.headers, payload: { emails } });
  expect(added.statusCode, added.body).toBe(200);
  const statuses = async () => {
    const res = await t.app().inject({ method: 'GET', url, headers: owner.headers });
    return Object.fromEntries(
      inviteesResponseSchema.parse(res.json()).invitees.map((p) => [p.email, p.status]),
    );
  };
  const list = inviteesResponseSchema.parse(
    (await t.app().inject({ method: 'GET', url, headers: owner.headers })).json(),
  ).invitees;
  const guidOf = (email: string) => list.find((p) => p.email === email)?.guid ?? '';
  return { ...collection, guidOf, statuses };
}

function sign(collection: string, invId: string | null, comment = 'Congratulations!') {
  return t
    .app()
    .inject({
      method: 'POST',
      url: API_PATHS.storeGroupCard,
      payload: { collection, from: 'Ann', comment, invId },
    });
}

describe('signing the card through an invitation', () => {
  it('marks the invitee contributed, links the message to them and keeps the event', async () => {
    const { guid, guidOf, statuses } = await invited(['ann@example.test', 'bo@example.test']);
    const res = await sign(guid, guidOf('ann@example.test'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.invId).toBe(guidOf('ann@example.test'));

    expect(await statuses()).toEqual({ 'ann@example.test': 'contributed', 'bo@example.test': 'sent' });
    const [stored] = await t.app().db.select().from(messages).where(eq(messages.id, res.json().message.id));
    expect(stored?.inviteeId).not.toBeNull();
    const events = await t
      .app()
      .db.select()
      .from(invitationStatusEvents)
      .where(eq(invitationStatusEvents.inviteeId, stored!.inviteeId!));
    expect(events.map((e) => e.response)).toEqual(['contributed']);
  });

  it('keeps "contributed" when the invitee later opens the link or answers no thanks', async () => {
    const { guid, guidOf, statuses } = await invited(['cy@example.test']);
    await sign(guid, guidOf('cy@example.test'));
    for (const response of ['opened', 'nothanks']) {
      await t
        .app()
        .inject({
          method: 'POST',
          url: API_PATHS.saveInvitationStatus,
          payload: { response, invitationGuidId: guidOf('cy@example.test') },
        });
    }
    expect(await statuses()).toEqual({ 'cy@example.test': 'contributed' });
  });

  it("signs the card all the same for an unknown, malformed or other collection's invId, and counts it for nobody", async () => {
    const mine = await invited(['dee@example.test']);
    const theirs = await invited(['eve@example.test']);
    for (const invId of [randomUUID(), 'not-a-guid', theirs.guidOf('eve@example.test'), null]) {
      const res = await sign(mine.guid, invId);
      expect(res.statusCode, `${invId}: ${res.body}`).toBe(200);
      expect(res.json().message.invId).toBeNull();
      const [stored] = await t.app().db.select().from(messages).where(eq(messages.id, res.json().message.id));
      expect(stored?.inviteeId).toBeNull();
    }
    expect(await mine.statuses()).toEqual({ 'dee@example.test': 'sent' });
    expect(await theirs.statuses()).toEqual({ 'eve@example.test': 'sent' });
  });

  it('never shows the invitation id on the public card', async () => {
    const { guid, guidOf } = await invited(['fay@example.test']);
    await sign(guid, guidOf('fay@example.test'), 'Hidden link');
    const card = (
      await t.app().inject({ method: 'GET', url: `${API_PATHS.groupCard}?collection=${guid}` })
    ).json();
    const message = card.messages.find((m: { comment: string }) => m.comment === 'Hidden link');
    expect(message).toMatchObject({ invId: null, email: null });
  });
});
