import { API_PATHS, inviteesResponseSchema, MESSAGES, ORGANISER_ACTIVITY_PATHS as PATHS, organiserActivityPath } from '@groupgift/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { emailOutbox } from '../../db/schema/email-outbox';
import { invitees } from '../../db/schema/invitees';
import { collections } from '../../db/schema/collections';
import { pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { createOwnedCollection } from '../../../test/owned-collection';

const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: 'https://gift.example.test' });

async function setUp() {
  const owner = await signUpOrganiser(t.app());
  const collection = await createOwnedCollection(t.db(), owner.organiser.id);
  const inject = (method: 'GET' | 'POST', path: (typeof PATHS)[keyof typeof PATHS], payload?: object) =>
    t.app().inject({ method, url: organiserActivityPath(path, { guid: collection.guid }), headers: owner.headers, payload });
  const list = async () => inviteesResponseSchema.parse((await inject('GET', PATHS.invitees)).json()).invitees;
  return { ...collection, inject, list };
}

async function outboxTo(addresses: string[]) {
  return t.db().select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses));
}

/** Moves a collection's invitations back in time, as if they had been sent `hours` ago. */
async function invitedHoursAgo(collectionGuid: string, hours: number) {
  const [found] = await t.db().select({ id: collections.id }).from(collections).where(eq(collections.guid, collectionGuid));
  await t.db()
    .update(invitees)
    .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
    .where(eq(invitees.collectionId, found!.id));
}

describe('invitations', () => {
  it('adds invitees once per address and mails each one invitation with its own link', async () => {
    const { guid, inject, list } = await setUp();
    const first = await inject('POST', PATHS.invitees, { emails: [' Ann@Example.test ', 'bo@example.test', 'ann@example.test'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ added: 2, alreadyInvited: 0 });
    const people = await list();
    expect(people.map((p) => [p.email, p.status])).toEqual([
      ['ann@example.test', 'sent'],
      ['bo@example.test', 'sent'],
    ]);

    const mails = await outboxTo(['ann@example.test', 'bo@example.test']);
    expect(mails.map((m) => m.template)).toEqual(['invitation', 'invitation']);
    for (const person of people) {
      const mail = mails.find((m) => m.toAddress === person.email);
      expect((mail?.payload as { link: string }).link).toBe(
        `https://gift.example.test/contribute/${guid}?invId=${person.guid}`,
      );
    }

    // Adding the same people again invites nobody twice.
    const again = await inject('POST', PATHS.invitees, { emails: ['ann@example.test', 'BO@example.test', 'cy@example.test'] });
    expect(again.json()).toMatchObject({ added: 1, alreadyInvited: 2 });
    expect(await outboxTo(['ann@example.test', 'bo@example.test'])).toHaveLength(2);
  });

  it('refuses an invalid address with the catalogue wording and adds nothing', async () => {
    const { inject, list } = await setUp();
    const res = await inject('POST', PATHS.invitees, { emails: ['good@example.test', 'not-an-email'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors['emails.1']).toEqual([MESSAGES['validation.email']]);
    expect(await list()).toEqual([]);
  });

  it('tracks opened, contributed and no thanks from the contributor side', async () => {
    const { id, inject, list } = await setUp();
    await inject('POST', PATHS.invitees, { emails: ['open@example.test', 'pay@example.test', 'nope@example.test'] });
    const [opener, payer, decliner] = await list();
    const status = (response: string, invitationGuidId: string) =>
      t.app().inject({ method: 'POST', url: API_PATHS.saveInvitationStatus, payload: { response, invitationGuidId } });

    expect((await status('opened', opener!.guid)).json()).toEqual({ saved: true });
    expect((await status('nothanks', decliner!.guid)).json()).toEqual({ saved: true });
    const app = t.app();
    const paid = await pay(
      app,
      API_PATHS.processCheckout,
      paymentBody(id, { net: 1500 }, { checkOutToken: await tokenise(app), inviteeID: payer!.guid }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // Opening the invitation again after paying does not undo "contributed".
    await status('opened', payer!.guid);

    expect(Object.fromEntries((await list()).map((p) => [p.email, p.status]))).toEqual({
      'open@example.test': 'opened',
      'pay@example.test': 'contributed',
      'nope@example.test': 'no_thanks',
    });
  });

  it('reminds only those who have not answered, never in the first day after the invitation, at most once a day', async () => {
    const { guid, inject, list } = await setUp();
    const emails = ['r1@example.test', 'r2@example.test', 'r3@example.test'];
    await inject('POST', PATHS.invitees, { emails });
    const [, , decliner] = await list();
    await t.app().inject({
      method: 'POST',
      url: API_PATHS.saveInvitationStatus,
      payload: { response: 'nothanks', invitationGuidId: decliner!.guid },
    });

    // Invited seconds ago: nobody is reminded yet, and nobody is offered as remindable.
    expect((await inject('POST', PATHS.reminders, {})).json()).toEqual({ sent: 0, skipped: 3 });
    expect((await list()).map((i) => i.canRemind)).toEqual([false, false, false]);
    expect((await outboxTo(emails)).filter((m) => m.template === 'invitation-reminder')).toHaveLength(0);
    await invitedHoursAgo(guid, 25);

    const remind = await inject('POST', PATHS.reminders, {});
    expect(remind.json()).toEqual({ sent: 2, skipped: 1 });
    const reminders = (await outboxTo(emails)).filter((m) => m.template === 'invitation-reminder');
    expect(reminders.map((m) => m.toAddress).sort()).toEqual(['r1@example.test', 'r2@example.test']);
    const [first] = await list();
    expect((reminders[0]?.payload as { link: string }).link).toMatch(
      new RegExp(`^https://gift\\.example\\.test/contribute/${guid}\\?invId=[0-9a-f-]{36}$`),
    );
    expect(first).toMatchObject({ canRemind: false });
    expect(first?.lastRemindedAt).not.toBeNull();

    // A second click the same day sends nothing.
    expect((await inject('POST', PATHS.reminders, {})).json()).toEqual({ sent: 0, skipped: 3 });
    expect((await outboxTo(emails)).filter((m) => m.template === 'invitation-reminder')).toHaveLength(2);

    // A day later, one chosen invitee can be reminded again.
    await t.db()
      .update(invitees)
      .set({ lastRemindedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(invitees.guid, first!.guid));
    expect((await inject('POST', PATHS.reminders, { inviteeGuids: [first!.guid] })).json()).toEqual({ sent: 1, skipped: 0 });
    expect((await outboxTo(emails)).filter((m) => m.template === 'invitation-reminder')).toHaveLength(3);
  });

  it('sends no invitation or reminder while the collection is closed or suspended', async () => {
    const { inject, list } = await setUp();
    await inject('POST', PATHS.invitees, { emails: ['early@example.test'] });
    await inject('POST', PATHS.close);
    const invite = await inject('POST', PATHS.invitees, { emails: ['late@example.test'] });
    expect(invite.statusCode).toBe(409);
    expect(invite.json().error.code).toBe('collection_closed');
    const remind = await inject('POST', PATHS.reminders, {});
    expect(remind.json().error.code).toBe('collection_closed');
    await inject('POST', PATHS.reopen, {});
    await inject('POST', PATHS.suspend);
    expect((await inject('POST', PATHS.reminders, {})).json().error.code).toBe('collection_suspended');
    expect((await list()).map((p) => p.email)).toEqual(['early@example.test']);
    expect(await outboxTo(['late@example.test'])).toEqual([]);
    expect((await outboxTo(['early@example.test'])).map((m) => m.template)).toEqual(['invitation']);
  });

  it('answers 404 to another organiser and 401 when signed out', async () => {
    const { guid } = await setUp();
    const other = await signUpOrganiser(t.app());
    const path = organiserActivityPath(PATHS.reminders, { guid });
    expect((await t.app().inject({ method: 'POST', url: path, headers: other.headers, payload: {} })).statusCode).toBe(404);
    expect((await t.app().inject({ method: 'POST', url: path, payload: {} })).statusCode).toBe(401);
  });
});
