import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  DELIVERY_PATHS as PATHS,
  deliverResponseSchema,
  deliveryPath,
  deliveryStateSchema,
  MESSAGES,
  ORGANISER_ACTIVITY_PATHS,
  ORGANISER_COLLECTION_PATHS,
  organiserActivityPath,
  recipientCardSchema,
  type DeliverRequest,
} from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { testConfig } from '../../../test/test-app';
import { pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { collections } from '../../db/schema/collections';
import { deliveries, deliveryLinks } from '../../db/schema/deliveries';
import { emailOutbox } from '../../db/schema/email-outbox';
import type { MailTransport } from '../../mail/transport';
import { RECIPIENT_NOT_FOUND } from '../recipient/recipient-access';
import { uploadsDirectory } from '../groupcard/message-routes';

const ORIGIN = 'https://gift.example.test';
const BOUNCING = 'nobody@bounce.example.test';
const sentMail: { to: string; subject: string; html: string }[] = [];
// The SMTP server refuses one address for good (550), as a real one does for an unknown mailbox.
const transport: MailTransport = {
  send: async (mail) => {
    if (mail.to === BOUNCING) throw Object.assign(new Error('550 5.1.1 <nobody@bounce.example.test>: no such user'), { responseCode: 550 });
    sentMail.push({ to: mail.to, subject: mail.subject, html: mail.html });
  },
};
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: ORIGIN }, { transport });

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

async function setUp(overrides: Parameters<typeof createOwnedCollection>[2] = {}) {
  const owner = await signUpOrganiser(t.app(), { firstName: 'Olive' });
  const collection = await createOwnedCollection(t.db(), owner.organiser.id, overrides);
  const organiser = (method: Method, path: (typeof PATHS)[keyof typeof PATHS], payload?: object) =>
    t.app().inject({ method, url: deliveryPath(path, { guid: collection.guid }), headers: owner.headers, ...(payload ? { payload } : {}) });
  const recipient = (method: Method, token: string, path: (typeof PATHS)[keyof typeof PATHS] = PATHS.recipientCard, payload?: object) =>
    t.app().inject({ method, url: deliveryPath(path, { token }), ...(payload ? { payload } : {}) });
  const sign = async (from: string, email?: string) => {
    const res = await t.app().inject({
      method: 'POST',
      url: API_PATHS.storeGroupCard,
      payload: { collection: collection.guid, from, comment: `Love from ${from}`, ...(email ? { email } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: { id: number }; editToken: string };
    const list = await t.app().inject({
      method: 'GET',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messages, { guid: collection.guid }),
      headers: owner.headers,
    });
    const guid = (list.json() as { messages: { guid: string; name: string }[] }).messages.find((m) => m.name === from)!.guid;
    return { id: body.message.id, guid, editToken: body.editToken };
  };
  const deliverNow = async (request: Partial<DeliverRequest> = {}) => {
    const res = await organiser('PUT', PATHS.delivery, {
      recipientName: 'Sam Lee',
      recipientEmail: 'sam@example.test',
      byEmail: true,
      byLink: true,
      when: { kind: 'now' },
      ...request,
    });
    expect(res.statusCode, res.body).toBe(200);
    return deliverResponseSchema.parse(res.json());
  };
  return { owner, collection, organiser, recipient, sign, deliverNow };
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function outbox(template: string, collectionTitleOrAddress?: string[]) {
  const rows = await t.db().select().from(emailOutbox).where(eq(emailOutbox.template, template));
  return collectionTitleOrAddress ? rows.filter((r) => collectionTitleOrAddress.includes(r.toAddress)) : rows;
}

async function mailLinkFor(deliveryId: number) {
  const rows = (await outbox('delivery-recipient')).filter((r) => (r.payload as { deliveryId: number }).deliveryId === deliveryId);
  return rows.map((r) => (r.payload as { link: string }).link);
}

async function deliveryRowOf(collectionId: number) {
  const [row] = await t.db().select().from(deliveries).where(eq(deliveries.collectionId, collectionId));
  return row!;
}

describe('delivering now', () => {
  it('by mail and link: closes the collection, mails the recipient a private link, answers the copy once', async () => {
    const { collection, organiser, recipient, sign, deliverNow } = await setUp();
    await sign('Ann');
    const answer = await deliverNow();
    expect(answer.delivery).toMatchObject({ status: 'delivered', recipientName: 'Sam Lee', byEmail: true, byLink: true, linkActive: true, messageCount: 1 });
    expect(answer.delivery.deliveredAt).not.toBeNull();
    expect(answer.recipientUrl).toMatch(new RegExp(`^${ORIGIN}/card/[A-Za-z0-9_-]{43}$`));

    const row = await deliveryRowOf(collection.id);
    const [mailLink] = await mailLinkFor(row.id);
    expect(mailLink).toMatch(new RegExp(`^${ORIGIN}/card/[A-Za-z0-9_-]{43}$`));
    const [mail] = await outbox('delivery-recipient', ['sam@example.test']);
    expect(mail).toMatchObject({ subject: `A card for you: Sam's leaving do`, priority: 1 });

    // Both links open the card; the organiser's copy is answered once (the state has no link).
    for (const link of [answer.recipientUrl!, mailLink!]) {
      const card = await recipient('GET', tokenOf(link));
      expect(card.statusCode, card.body).toBe(200);
      expect(recipientCardSchema.parse(card.json())).toMatchObject({ isRecipient: true, recipientName: 'Sam Lee', collectionTitle: "Sam's leaving do" });
    }
    const state = await organiser('GET', PATHS.delivery);
    expect(JSON.stringify(state.json())).not.toContain(tokenOf(answer.recipientUrl!));

    // Closed to new messages and contributions.
    const [closed] = await t.db().select().from(collections).where(eq(collections.id, collection.id));
    expect(closed?.isClosed).toBe(true);
    const late = await t.app().inject({ method: 'POST', url: API_PATHS.storeGroupCard, payload: { collection: collection.guid, from: 'Late', comment: 'Too late' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('collection_closed');
    const app = t.app();
    const paid = await pay(app, API_PATHS.processCheckout, paymentBody(collection.id, { net: 1500 }, { checkOutToken: await tokenise(app) }));
    expect(paid.statusCode).toBe(409);

    // The mail goes out through the outbox with the cover and the link.
    await t.app().mail.worker.runOnce();
    const sent = sentMail.find((m) => m.to === 'sam@example.test');
    expect(sent?.html).toContain(mailLink);
  });

  it('by link only: no mail; keepOpen leaves the collection open', async () => {
    const { collection, recipient, deliverNow } = await setUp();
    const answer = await deliverNow({ byEmail: false, recipientEmail: null, keepOpen: true });
    expect(answer.delivery).toMatchObject({ status: 'delivered', byEmail: false, keepOpen: true, messageCount: 0 });
    expect((await recipient('GET', tokenOf(answer.recipientUrl!))).statusCode).toBe(200);
    const row = await deliveryRowOf(collection.id);
    expect(await mailLinkFor(row.id)).toEqual([]);
    const [open] = await t.db().select().from(collections).where(eq(collections.id, collection.id));
    expect(open?.isClosed).toBe(false);
    const signed = await t.app().inject({ method: 'POST', url: API_PATHS.storeGroupCard, payload: { collection: collection.guid, from: 'Late', comment: 'Still open' } });
    expect(signed.statusCode).toBe(200);
  });

  it('stores only the hash of each link token', async () => {
    const { collection, deliverNow } = await setUp();
    const answer = await deliverNow();
    const token = tokenOf(answer.recipientUrl!);
    const row = await deliveryRowOf(collection.id);
    const links = await t.db().select().from(deliveryLinks).where(eq(deliveryLinks.deliveryId, row.id));
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(link.tokenHash).not.toContain(token);
    }
    const dump = JSON.stringify([await t.db().select().from(deliveries), links]);
    expect(dump).not.toContain(token);
  });

  it('refuses to deliver twice, with a clear code', async () => {
    const { organiser, deliverNow } = await setUp();
    await deliverNow();
    const again = await organiser('PUT', PATHS.delivery, { recipientName: 'Sam', byEmail: false, byLink: true, when: { kind: 'now' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'already_delivered' });
    expect(again.json().error.message).toMatch(/already been delivered/);
    const schedule = await organiser('PUT', PATHS.delivery, {
      recipientName: 'Sam',
      byEmail: false,
      byLink: true,
      when: { kind: 'scheduled', at: new Date(Date.now() + 3_600_000).toISOString(), timeZone: 'Europe/London' },
    });
    expect(schedule.json().error.code).toBe('already_delivered');
  });

  it('refuses bad requests with clear messages', async () => {
    const { organiser } = await setUp();
    const base = { recipientName: 'Sam', recipientEmail: 'sam@example.test', byEmail: true, byLink: false, when: { kind: 'now' } };
    const noName = await organiser('PUT', PATHS.delivery, { ...base, recipientName: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.details.fieldErrors.recipientName).toEqual([MESSAGES['validation.required']]);
    const noEmail = await organiser('PUT', PATHS.delivery, { ...base, recipientEmail: null });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.details.fieldErrors.recipientEmail).toEqual([MESSAGES['validation.required']]);
    const neither = await organiser('PUT', PATHS.delivery, { ...base, byEmail: false });
    expect(neither.json().error.details.fieldErrors.byEmail).toEqual(['Choose email, a private link, or both']);
    const past = await organiser('PUT', PATHS.delivery, {
      ...base,
      when: { kind: 'scheduled', at: new Date(Date.now() - 60_000).toISOString(), timeZone: 'Europe/London' },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.details.fieldErrors['when.at']).toEqual(['Choose a time in the future for the delivery.']);
    const zone = await organiser('PUT', PATHS.delivery, {
      ...base,
      when: { kind: 'scheduled', at: new Date(Date.now() + 3_600_000).toISOString(), timeZone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.details.fieldErrors['when.timeZone']).toEqual(['Choose a time zone from the list.']);
    // Nothing was delivered or scheduled by any of them.
    expect(deliveryStateSchema.parse((await organiser('GET', PATHS.delivery)).json()).status).toBe('not_delivered');
  });

  it('answers 404 to another organiser and 401 when signed out', async () => {
    const { collection } = await setUp();
    const other = await signUpOrganiser(t.app());
    const url = deliveryPath(PATHS.delivery, { guid: collection.guid });
    expect((await t.app().inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app().inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('scheduling', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('schedules in the future, changes and cancels; the state and the dashboard show it', async () => {
    const { owner, collection, organiser, recipient } = await setUp();
    const at = inAnHour();
    const scheduled = await organiser('PUT', PATHS.delivery, {
      recipientName: 'Sam',
      recipientEmail: 'sam@example.test',
      byEmail: true,
      byLink: true,
      when: { kind: 'scheduled', at, timeZone: 'Australia/Sydney' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const first = deliverResponseSchema.parse(scheduled.json());
    expect(first.delivery).toMatchObject({ status: 'scheduled', scheduledAt: at, timeZone: 'Australia/Sydney', deliveredAt: null });
    // The organiser's copy is issued now (to paste into a card), but opens nothing until delivery.
    expect(first.recipientUrl).not.toBeNull();
    const early = await recipient('GET', tokenOf(first.recipientUrl!));
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe(RECIPIENT_NOT_FOUND);
    // Not closed, no mail yet.
    const row = await deliveryRowOf(collection.id);
    expect(await mailLinkFor(row.id)).toEqual([]);

    const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const changed = deliverResponseSchema.parse(
      (
        await organiser('PUT', PATHS.delivery, {
          recipientName: 'Sam Lee',
          recipientEmail: 'sam@example.test',
          byEmail: true,
          byLink: true,
          when: { kind: 'scheduled', at: later, timeZone: 'Australia/Sydney' },
        })
      ).json(),
    );
    expect(changed.delivery).toMatchObject({ status: 'scheduled', scheduledAt: later, recipientName: 'Sam Lee' });
    // The link already issued is kept: no new one.
    expect(changed.recipientUrl).toBeNull();

    const list = await t.app().inject({ method: 'GET', url: ORGANISER_COLLECTION_PATHS.list, headers: owner.headers });
    const item = (list.json() as { items: { guid: string; delivery: unknown }[] }).items.find((i) => i.guid === collection.guid);
    expect(item?.delivery).toMatchObject({ status: 'scheduled', scheduledAt: later, deliveredAt: null, bounced: false });

    const cancelled = await organiser('DELETE', PATHS.delivery);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().delivery).toMatchObject({ status: 'not_delivered', scheduledAt: null });
    // The job finds nothing to deliver after a cancel, even past the old time.
    await t.app().delivery.runDue(new Date(Date.now() + 3 * 3_600_000));
    expect((await deliveryRowOf(collection.id)).status).toBe('not_delivered');
    const again = await organiser('DELETE', PATHS.delivery);
    expect(again.statusCode).toBe(409);
  });

  it('the job delivers a due schedule once, closing the collection and mailing the recipient', async () => {
    const { collection, organiser } = await setUp();
    await organiser('PUT', PATHS.delivery, {
      recipientName: 'Sam',
      recipientEmail: 'sam-scheduled@example.test',
      byEmail: true,
      byLink: false,
      when: { kind: 'scheduled', at: inAnHour(), timeZone: 'Europe/London' },
    });
    expect(await t.app().delivery.runDue(new Date())).toBe(0);
    const due = new Date(Date.now() + 3_600_000 + 1000);
    expect(await t.app().delivery.runDue(due)).toBeGreaterThanOrEqual(1);
    expect(await t.app().delivery.runDue(due)).toBe(0);
    const row = await deliveryRowOf(collection.id);
    expect(row.status).toBe('delivered');
    expect(await mailLinkFor(row.id)).toHaveLength(1);
    const [closed] = await t.db().select().from(collections).where(eq(collections.id, collection.id));
    expect(closed?.isClosed).toBe(true);
  });
});

describe("the recipient's link", () => {
  it('a wrong, revoked or malformed token is refused without any detail of the card', async () => {
    const { organiser, recipient, deliverNow } = await setUp();
    const answer = await deliverNow({ byEmail: false, recipientEmail: null });
    const wrong = await recipient('GET', 'A'.repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: { code: 'not_found', message: RECIPIENT_NOT_FOUND } });
    const malformed = await recipient('GET', 'short!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('This link is not valid');

    const revoked = await organiser('DELETE', PATHS.link);
    expect(revoked.json().delivery.linkActive).toBe(false);
    const gone = await recipient('GET', tokenOf(answer.recipientUrl!));
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("Sam's leaving do");
    expect(gone.json().error.message).toBe(RECIPIENT_NOT_FOUND);
  });

  it('re-issuing answers a new link once and the old one stops working', async () => {
    const { organiser, recipient, deliverNow } = await setUp();
    const answer = await deliverNow();
    const reissued = deliverResponseSchema.parse((await organiser('POST', PATHS.link, {})).json());
    expect(reissued.recipientUrl).not.toBe(answer.recipientUrl);
    expect(reissued.delivery.linkActive).toBe(true);
    expect((await recipient('GET', tokenOf(answer.recipientUrl!))).statusCode).toBe(404);
    expect((await recipient('GET', tokenOf(reissued.recipientUrl!))).statusCode).toBe(200);
  });

  it('shows the cover, visible messages and the group gift; a message hidden after delivery leaves it', async () => {
    const { owner, collection, recipient, sign, deliverNow } = await setUp();
    const app = t.app();
    const paid = await pay(app, API_PATHS.processCheckout, paymentBody(collection.id, { net: 2000 }, { checkOutToken: await tokenise(app) }));
    expect(paid.statusCode, paid.body).toBe(200);
    await sign('Ann');
    const bo = await sign('Bo');
    const answer = await deliverNow({ byEmail: false, recipientEmail: null });
    const token = tokenOf(answer.recipientUrl!);
    const card = recipientCardSchema.parse((await recipient('GET', token)).json());
    expect(card.cover).toMatchObject({ title: 'Good luck Sam', CoverType: 2 });
    expect(card.messages.map((m) => m.name)).toEqual(['Ann', 'Bo']);
    // The fee breakdown (decision 143): given, the absorbed card fee, the charity share and the recipient's.
    const gift = card.gift!;
    expect(gift).toEqual({ total: 2000, fees: expect.any(Number), charityShare: expect.any(Number), charityName: 'Red Cross', disputed: 0, yours: expect.any(Number) });
    expect(gift.fees).toBeGreaterThan(0);
    expect(gift.total - gift.fees - gift.charityShare).toBe(gift.yours);
    // Never an individual amount or an email anywhere in the answer.
    expect(JSON.stringify(card)).not.toMatch(/@example\.test/);

    const hide = await t.app().inject({
      method: 'PUT',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messageVisibility, { guid: collection.guid, messageGuid: bo.guid }),
      headers: owner.headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = recipientCardSchema.parse((await recipient('GET', token)).json());
    expect(after.messages.map((m) => m.name)).toEqual(['Ann']);
    const ann = card.messages.find((m) => m.name === 'Ann')!;
    const removed = await t.app().inject({
      method: 'DELETE',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.message, { guid: collection.guid, messageGuid: ann.guid }),
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(recipientCardSchema.parse((await recipient('GET', token)).json()).messages).toEqual([]);
  });

  it('has no gift for a card that takes no money', async () => {
    const { recipient, deliverNow } = await setUp({ setupType: 'Group Card Only', gcOnly: true });
    const answer = await deliverNow({ byEmail: false, recipientEmail: null });
    expect(recipientCardSchema.parse((await recipient('GET', tokenOf(answer.recipientUrl!))).json()).gift).toBeNull();
  });

  it('the organiser previews the recipient view before delivering', async () => {
    const { organiser, sign } = await setUp();
    await sign('Ann');
    const preview = await organiser('GET', PATHS.preview);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(recipientCardSchema.parse(preview.json())).toMatchObject({ isRecipient: false, deliveredAt: null, messages: [{ name: 'Ann' }] });
  });

  it('tells the organiser of the first opening only', async () => {
    const { owner, collection, organiser, recipient, deliverNow } = await setUp();
    const answer = await deliverNow({ byEmail: false, recipientEmail: null });
    const token = tokenOf(answer.recipientUrl!);
    expect((await recipient('POST', token, PATHS.recipientOpened, {})).statusCode).toBe(204);
    expect((await recipient('POST', token, PATHS.recipientOpened, {})).statusCode).toBe(204);
    const notices = await outbox('delivery-opened', [owner.organiser.email]);
    expect(notices).toHaveLength(1);
    expect((notices[0]?.payload as { collectionUrl: string }).collectionUrl).toBe(`${ORIGIN}/dashboard/collections/${collection.guid}`);
    expect((await organiser('GET', PATHS.delivery)).json().openedAt).not.toBeNull();
  });
});

describe('thanks', () => {
  async function deliveredWithContributors() {
    const ctx = await setUp();
    const ann = await ctx.sign('Ann', 'ann@example.test');
    const bo = await ctx.sign('Bo', 'bo@example.test');
    await ctx.sign('Cy');
    const app = t.app();
    const payerEmail = `payer-${randomUUID().slice(0, 8)}@example.test`;
    const paid = await pay(app, API_PATHS.processCheckout, paymentBody(ctx.collection.id, { net: 1000 }, { checkOutToken: await tokenise(app), email: payerEmail }));
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = await ctx.deliverNow({ byEmail: false, recipientEmail: null });
    return { ...ctx, ann, bo, payerEmail, token: tokenOf(answer.recipientUrl!) };
  }

  it('to everyone: mailed to each contributor with an email, shown to the organiser, who is told', async () => {
    const { owner, organiser, recipient, token, payerEmail } = await deliveredWithContributors();
    const res = await recipient('POST', token, PATHS.recipientThanks, { text: 'Thank you all so much!', to: 'everyone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thanks).toMatchObject({ to: 'everyone', mailed: 3, text: 'Thank you all so much!' });
    const mails = await outbox('delivery-thanks', ['ann@example.test', 'bo@example.test', payerEmail]);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['ann@example.test', 'bo@example.test', payerEmail].sort());
    expect(await outbox('delivery-thanked', [owner.organiser.email])).toHaveLength(1);
    const state = deliveryStateSchema.parse((await organiser('GET', PATHS.delivery)).json());
    expect(state.thanks.map((th) => th.text)).toEqual(['Thank you all so much!']);
    const card = recipientCardSchema.parse((await recipient('GET', token)).json());
    expect(card.thanks).toHaveLength(1);
  });

  it('to chosen people: only the authors of the chosen messages', async () => {
    const { recipient, token, bo } = await deliveredWithContributors();
    const res = await recipient('POST', token, PATHS.recipientThanks, { text: 'Bo, you are a star', to: 'chosen', messageGuids: [bo.guid] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thanks).toMatchObject({ to: 'chosen', mailed: 1 });
    const mails = (await outbox('delivery-thanks')).filter((m) => (m.payload as { text: string }).text === 'Bo, you are a star');
    expect(mails.map((m) => m.toAddress)).toEqual(['bo@example.test']);
  });

  it('refuses thanks too long, to nobody, to a stranger, and a picture that is not ours', async () => {
    const { recipient, token } = await deliveredWithContributors();
    const long = await recipient('POST', token, PATHS.recipientThanks, { text: 'x'.repeat(2001), to: 'everyone' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fieldErrors.text).toEqual(['Max 2000 characters']);
    const nobody = await recipient('POST', token, PATHS.recipientThanks, { text: 'Hi', to: 'chosen', messageGuids: [] });
    expect(nobody.json().error.details.fieldErrors.messageGuids).toEqual(['Choose at least one person']);
    const stranger = await recipient('POST', token, PATHS.recipientThanks, { text: 'Hi', to: 'chosen', messageGuids: [randomUUID()] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.details.fieldErrors.messageGuids).toEqual(['Choose people whose messages are on this card.']);
    const foreign = await recipient('POST', token, PATHS.recipientThanks, { text: 'Hi', to: 'everyone', imageUrl: 'https://evil.example/x.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fieldErrors.imageUrl).toEqual([MESSAGES['error.uploadFailed']]);
    const missing = await recipient('POST', token, PATHS.recipientThanks, { text: 'Hi', to: 'everyone', imageUrl: `/api/groupcard/images/${randomUUID()}.png` });
    expect(missing.statusCode).toBe(400);
  });

  it('takes a picture uploaded through the message upload', async () => {
    const { recipient, token } = await deliveredWithContributors();
    const name = `${randomUUID()}.png`;
    const dir = uploadsDirectory(testConfig());
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), 'x');
    const res = await recipient('POST', token, PATHS.recipientThanks, { text: 'With a photo', to: 'everyone', imageUrl: `/api/groupcard/images/${name}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thanks.imageUrl).toBe(`/api/groupcard/images/${name}`);
    const [mail] = (await outbox('delivery-thanks')).filter((m) => (m.payload as { text: string }).text === 'With a photo');
    expect((mail?.payload as { imageUrl: string }).imageUrl).toBe(`${ORIGIN}/api/groupcard/images/${name}`);
  });
});

describe('bounces and resending', () => {
  it('records a permanent SMTP refusal on the delivery; resend to a new address clears it and mails again', async () => {
    const { owner, collection, organiser, recipient, deliverNow } = await setUp();
    await deliverNow({ recipientEmail: BOUNCING, byLink: false });
    await t.app().mail.worker.runOnce();
    const [failed] = await outbox('delivery-recipient', [BOUNCING]);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const state = deliveryStateSchema.parse((await organiser('GET', PATHS.delivery)).json());
    expect(state.bounce?.reason).toMatch(/550/);
    const list = await t.app().inject({ method: 'GET', url: ORGANISER_COLLECTION_PATHS.list, headers: owner.headers });
    expect((list.json() as { items: { guid: string; delivery: { bounced: boolean } }[] }).items.find((i) => i.guid === collection.guid)?.delivery.bounced).toBe(true);
    // The organiser is told by mail too (issue 32), once for the address, with the way to fix it.
    const [notice, ...more] = await outbox('organiser-bounce-notice', [owner.organiser.email]);
    expect(more).toEqual([]);
    expect(notice?.payload).toMatchObject({ kind: 'delivery', address: BOUNCING, collectionGuid: collection.guid });

    const oldLink = (await mailLinkFor((await deliveryRowOf(collection.id)).id))[0]!;
    const resent = await organiser('POST', PATHS.resend, { recipientEmail: 'sam.real@example.test' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().delivery).toMatchObject({ bounce: null, recipientEmail: 'sam.real@example.test', status: 'delivered' });
    await t.app().mail.worker.runOnce();
    const [again] = await outbox('delivery-recipient', ['sam.real@example.test']);
    expect(again?.status).toBe('sent');
    // The link in the bounced mail no longer opens the card; the new one does.
    expect((await recipient('GET', tokenOf(oldLink))).statusCode).toBe(404);
    expect((await recipient('GET', tokenOf((again?.payload as { link: string }).link))).statusCode).toBe(200);
  });

  it('refuses a resend before delivery', async () => {
    const { organiser } = await setUp();
    await organiser('PUT', PATHS.delivery, {
      recipientName: 'Sam',
      byEmail: false,
      byLink: true,
      when: { kind: 'scheduled', at: new Date(Date.now() + 3_600_000).toISOString(), timeZone: 'UTC' },
    });
    const res = await organiser('POST', PATHS.resend, { recipientEmail: 'sam@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('not_delivered');
  });
});

describe("a contributor's read-only copy", () => {
  it('opens with the edit token of their message once delivered; not before; not with a wrong token', async () => {
    const { collection, sign, deliverNow } = await setUp();
    const ann = await sign('Ann');
    const read = (token: string) =>
      t.app().inject({ method: 'GET', url: PATHS.contributorCard, query: { collection: collection.guid }, headers: { 'x-edit-token': token } });
    // The signer's receipt links this view, with their token in the fragment.
    const receipt = await t.app().inject({
      method: 'POST',
      url: API_PATHS.sendSignCardReceiptEmail,
      payload: { messageId: ann.id, editToken: ann.editToken, email: 'ann-receipt@example.test', collection: collection.guid },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const [mail] = await outbox('sign-card-receipt', ['ann-receipt@example.test']);
    expect((mail?.payload as { deliveredCardUrl: string }).deliveredCardUrl).toBe(
      `${ORIGIN}/delivered/${collection.guid}#t=${encodeURIComponent(ann.editToken)}`,
    );
    const before = await read(ann.editToken);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.code).toBe('not_delivered');
    await deliverNow();
    const card = await read(ann.editToken);
    expect(card.statusCode, card.body).toBe(200);
    expect(recipientCardSchema.parse(card.json())).toMatchObject({ isRecipient: false, messages: [{ name: 'Ann' }] });
    expect((await read('not-the-token')).statusCode).toBe(404);
    const noHeader = await t.app().inject({ method: 'GET', url: PATHS.contributorCard, query: { collection: collection.guid } });
    expect(noHeader.statusCode).toBe(404);
  });
});
