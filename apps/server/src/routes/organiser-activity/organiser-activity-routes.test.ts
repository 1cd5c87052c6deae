import {
  API_PATHS,
  collectionActivitySchema,
  ORGANISER_PAYMENT_PATHS,
  PAYMENT_METHOD,
  contributionsResponseSchema,
  MESSAGES,
  messagesResponseSchema,
  ORGANISER_ACTIVITY_PATHS as PATHS,
  organiserActivityPath,
} from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import { randomUUID } from 'node:crypto';
import { collectionFigures, pay, paymentBody, TEST_CARDS, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { createOwnedCollection } from '../../../test/owned-collection';

const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: 'https://gift.example.test' });

type Path = (typeof PATHS)[keyof typeof PATHS];
const url = (path: Path, guid: string, messageGuid?: string) => organiserActivityPath(path, { guid, messageGuid });

async function ownerWithCollection(): Promise<SignedUpOrganiser & { guid: string; collectionId: number }> {
  const owner = await signUpOrganiser(t.app());
  const { id, guid } = await createOwnedCollection(t.db(), owner.organiser.id);
  return { ...owner, guid, collectionId: id };
}

async function signCard(collection: string, comment: string) {
  const res = await t.app().inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection, from: 'Sam Signer', comment },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function publicCardComments(collection: string): Promise<string[]> {
  const card = await t.app().inject({ method: 'GET', url: `${API_PATHS.groupCard}?collection=${collection}` });
  const details = await t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${collection}` });
  const fromCard = (card.json().messages as { comment: string }[]).map((m) => m.comment);
  const fromDetails = (details.json().groupCard.messages as { comment: string }[]).map((m) => m.comment);
  // Both public endpoints must agree on what is on the card.
  expect(fromDetails).toEqual(fromCard);
  return fromCard;
}

describe('organiser activity: access', () => {
  it('answers 401 with the session wording when signed out', async () => {
    const { guid } = await ownerWithCollection();
    for (const path of [PATHS.activity, PATHS.contributions, PATHS.messages, PATHS.invitees]) {
      const res = await t.app().inject({ method: 'GET', url: url(path, guid) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(MESSAGES['error.sessionExpired']);
    }
    const close = await t.app().inject({ method: 'POST', url: url(PATHS.close, guid) });
    expect(close.statusCode).toBe(401);
  });

  it("answers 404 for another organiser's collection and changes nothing", async () => {
    const { guid } = await ownerWithCollection();
    const other = await signUpOrganiser(t.app());
    for (const path of [PATHS.activity, PATHS.contributions, PATHS.messages, PATHS.invitees]) {
      const res = await t.app().inject({ method: 'GET', url: url(path, guid), headers: other.headers });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    for (const path of [PATHS.close, PATHS.suspend]) {
      const res = await t.app().inject({ method: 'POST', url: url(path, guid), headers: other.headers });
      expect(res.statusCode).toBe(404);
    }
    const invite = await t.app().inject({
      method: 'POST',
      url: url(PATHS.invitees, guid),
      headers: other.headers,
      payload: { emails: ['x@example.test'] },
    });
    expect(invite.statusCode).toBe(404);
    const details = (await t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` })).json();
    expect(details).toMatchObject({ isCollectionClosed: false, isSuspended: false });
  });

  it('refuses a write without the CSRF header', async () => {
    const { guid, headers } = await ownerWithCollection();
    const res = await t.app().inject({ method: 'POST', url: url(PATHS.close, guid), headers: { cookie: headers.cookie } });
    expect(res.statusCode).toBe(403);
  });
});

describe('organiser activity: figures and contributions', () => {
  it('shows a contribution made through the real checkout, with its amounts and invoice', async () => {
    const { guid, headers } = await ownerWithCollection();
    const app = t.app();
    const { collectionId } = await collectionFigures(app, guid);
    const res = await pay(
      app,
      API_PATHS.processCheckout,
      paymentBody(collectionId, { net: 2500 }, { checkOutToken: await tokenise(app), email: 'ada@example.test' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { invoiceNumber } = res.json();

    const activity = collectionActivitySchema.parse(
      (await app.inject({ method: 'GET', url: url(PATHS.activity, guid), headers })).json(),
    );
    expect(activity).toMatchObject({
      status: 'open',
      invitationUrl: `https://gift.example.test/contribute/${guid}`,
      hasGroupCard: true,
      summary: { collected: 2500, joined: 1, charityShare: 250, target: 50_000, charityName: 'Red Cross' },
    });

    const { contributions } = contributionsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: url(PATHS.contributions, guid), headers })).json(),
    );
    expect(contributions).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        amount: 2500,
        // The organiser absorbs the fees here: the card fee the ledger took (US 2.9 % + 30 of $25.00 =
        // $1.03), and the net after it and the charity share (decision 143).
        fee: 103,
        feePaidBy: 'organiser',
        net: 2500 - 103 - 250,
        charityShare: 250,
        status: 'succeeded',
        invoiceNumber,
      }),
    ]);
    await t.expectLedgerBalanced();
  });

  it('never shows one contributor what another paid on the public contribution details', async () => {
    const { guid } = await ownerWithCollection();
    const app = t.app();
    const { collectionId } = await collectionFigures(app, guid);
    await signCard(guid, 'From both of us');
    const invoices: string[] = [];
    for (const net of [1234, 4321]) {
      const res = await pay(
        app,
        API_PATHS.processCheckout,
        paymentBody(collectionId, { net }, { checkOutToken: await tokenise(app), email: `p${net}@example.test` }),
      );
      invoices.push(res.json().invoiceNumber);
    }
    const body = (await app.inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` })).body;
    // Only the total is public.
    expect(JSON.parse(body)).toMatchObject({ soFarCollected: 5555, joinedSofar: 2 });
    expect(body).not.toMatch(/:(1234|4321)[,}]/);
    for (const secret of [...invoices, 'p1234@example.test', 'p4321@example.test']) expect(body).not.toContain(secret);
  });
});

describe('organiser activity: paid card state', () => {
  it('answers when the card of a Paid Group Card was paid, so the page shows it paid instead of the way to pay', async () => {
    const owner = await signUpOrganiser(t.app());
    const { guid } = await createOwnedCollection(t.db(), owner.organiser.id, { setupType: 'Paid Group Card', targetCents: 0 });
    const read = async () =>
      collectionActivitySchema.parse((await t.app().inject({ method: 'GET', url: url(PATHS.activity, guid), headers: owner.headers })).json());
    expect((await read()).cardPaidAt).toBeNull();

    const paid = await t.app().inject({
      method: 'POST',
      url: ORGANISER_PAYMENT_PATHS.processCheckout,
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: {
        purchase: { kind: 'paid_group_card', collectionGuid: guid },
        amount: 499,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        checkOutToken: await tokenise(t.app(), TEST_CARDS.success),
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await read();
    expect(after.cardPaidAt).not.toBeNull();
    expect(Date.now() - new Date(after.cardPaidAt ?? 0).getTime()).toBeLessThan(60_000);
  });
});

describe('organiser activity: messages', () => {
  it('hides, shows again and deletes messages, and the public card follows', async () => {
    const { guid, headers } = await ownerWithCollection();
    const app = t.app();
    await signCard(guid, 'First message');
    await signCard(guid, 'Second message');
    const { messages } = messagesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: url(PATHS.messages, guid), headers })).json(),
    );
    expect(messages.map((m) => [m.comment, m.hidden])).toEqual([
      ['First message', false],
      ['Second message', false],
    ]);
    const [first, second] = messages;

    const hide = await app.inject({
      method: 'PUT',
      url: url(PATHS.messageVisibility, guid, first!.guid),
      headers,
      payload: { hidden: true },
    });
    expect(hide.json()).toMatchObject({ hidden: true });
    expect(await publicCardComments(guid)).toEqual(['Second message']);

    await app.inject({
      method: 'PUT',
      url: url(PATHS.messageVisibility, guid, first!.guid),
      headers,
      payload: { hidden: false },
    });
    expect(await publicCardComments(guid)).toEqual(['First message', 'Second message']);

    const del = await app.inject({ method: 'DELETE', url: url(PATHS.message, guid, second!.guid), headers });
    expect(del.statusCode).toBe(204);
    expect(await publicCardComments(guid)).toEqual(['First message']);
    const after = messagesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: url(PATHS.messages, guid), headers })).json(),
    );
    expect(after.messages.map((m) => m.comment)).toEqual(['First message']);
    // Deleting twice, or another collection's message, is a 404.
    const again = await app.inject({ method: 'DELETE', url: url(PATHS.message, guid, second!.guid), headers });
    expect(again.statusCode).toBe(404);
    const other = await ownerWithCollection();
    const foreign = await app.inject({
      method: 'PUT',
      url: url(PATHS.messageVisibility, other.guid, first!.guid),
      headers: other.headers,
      payload: { hidden: true },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('organiser activity: status', () => {
  const details = async (guid: string) =>
    (await t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` })).json();

  it('closes, reopens, suspends and unsuspends, and contribution-details follows', async () => {
    const { guid, headers } = await ownerWithCollection();
    const post = (path: Path, payload?: object) =>
      t.app().inject({ method: 'POST', url: url(path, guid), headers, payload });

    expect((await post(PATHS.close)).json()).toMatchObject({ status: 'closed', isClosed: true });
    expect(await details(guid)).toMatchObject({ isCollectionClosed: true });
    expect((await post(PATHS.reopen, {})).json()).toMatchObject({ status: 'open', isClosed: false });
    expect(await details(guid)).toMatchObject({ isCollectionClosed: false });

    expect((await post(PATHS.suspend)).json()).toMatchObject({ status: 'suspended' });
    expect(await details(guid)).toMatchObject({ isSuspended: true });
    expect((await post(PATHS.unsuspend)).json()).toMatchObject({ status: 'open' });
    expect(await details(guid)).toMatchObject({ isSuspended: false });
  });

  it('needs a new future close date to reopen a collection whose date has passed', async () => {
    const owner = await signUpOrganiser(t.app());
    const { guid } = await createOwnedCollection(t.db(), owner.organiser.id, {
      closeDate: new Date(Date.now() - 3600_000),
    });
    const reopen = (payload: object) =>
      t.app().inject({ method: 'POST', url: url(PATHS.reopen, guid), headers: owner.headers, payload });
    const activity = (await t.app().inject({ method: 'GET', url: url(PATHS.activity, guid), headers: owner.headers })).json();
    expect(activity).toMatchObject({ status: 'closed', closeDatePassed: true });

    const refused = await reopen({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.fieldErrors.closeDate).toEqual([MESSAGES['validation.futureDate']]);
    expect((await reopen({ closeDate: new Date(Date.now() - 1000).toISOString() })).statusCode).toBe(422);

    const next = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    expect((await reopen({ closeDate: next })).json()).toMatchObject({ status: 'open', closeDatePassed: false });
    expect(await details(guid)).toMatchObject({ isCollectionClosed: false });
  });
});
