import { ORGANISER_ACTIVITY_PATHS as PATHS, inviteesResponseSchema, organiserActivityPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { usePaymentsApp } from '../../../test/payments-app';
import { createOwnedCollection } from '../../../test/owned-collection';
import { emailOutbox } from '../../db/schema/email-outbox';
import { invitees } from '../../db/schema/invitees';

const PUBLIC_URL = 'https://gift.example.test';
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: PUBLIC_URL });

/** An invitee invited through the API, with the unsubscribe address their invitation carries. */
async function invited() {
  const owner = await signUpOrganiser(t.app());
  const { guid, id } = await createOwnedCollection(t.db(), owner.organiser.id, { title: 'Farewell <Robin>' });
  const email = `unsub-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const listUrl = organiserActivityPath(PATHS.invitees, { guid });
  await t.app().inject({ method: 'POST', url: listUrl, headers: owner.headers, payload: { emails: [email] } });
  const [mail] = await t.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const url = (mail!.payload as { unsubscribeUrl: string }).unsubscribeUrl;
  expect(url.startsWith(`${PUBLIC_URL}/api/unsubscribe/`)).toBe(true);
  const path = url.slice(PUBLIC_URL.length);
  const list = async () => inviteesResponseSchema.parse((await t.app().inject({ method: 'GET', url: listUrl, headers: owner.headers })).json()).invitees;
  return { id, email, path, list, owner, guid };
}

describe('one-click unsubscribe', () => {
  it('GET only asks (mail scanners follow links); the RFC 8058 POST unsubscribes without a login', async () => {
    const { path, list } = await invited();
    const page = await t.app().inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop mail about “Farewell &lt;Robin&gt;”?');
    expect(page.body).toContain('<form method="post">');
    expect((await list())[0]?.unsubscribedAt).toBeNull();

    const post = await t.app().inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toEqual({ unsubscribed: true });
    const [person] = await list();
    expect(person?.unsubscribedAt).not.toBeNull();
    expect(person?.canRemind).toBe(false);
    // Again: still fine, and the page now says so.
    expect((await t.app().inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(200);
    expect((await t.app().inject({ method: 'GET', url: path })).body).toContain('You’re unsubscribed');
  });

  it('the confirm page’s button answers with a page', async () => {
    const { path } = await invited();
    const post = await t.app().inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('You’re unsubscribed');
  });

  it('refuses a tampered or made-up token with 400 and unsubscribes nobody', async () => {
    const { path, email } = await invited();
    const tampered = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = path.replace(/[0-9a-f]{8}-/, '00000000-');
    for (const url of [tampered, other, '/api/unsubscribe/not-a-token']) {
      const post = await t.app().inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(post.statusCode, url).toBe(400);
      expect((await t.app().inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    const [row] = await t.db().select().from(invitees).where(eq(invitees.email, email));
    expect(row?.unsubscribedAt).toBeNull();
  });

  it('an unsubscribed invitee gets no reminder from "Remind"', async () => {
    const { path, email, id, owner, guid } = await invited();
    await t.db().update(invitees).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(invitees.collectionId, id));
    await t.app().inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const remind = await t.app().inject({
      method: 'POST',
      url: organiserActivityPath(PATHS.reminders, { guid }),
      headers: owner.headers,
      payload: {},
    });
    expect(remind.json()).toEqual({ sent: 0, skipped: 1 });
    const mails = await t.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails.map((m) => m.template)).toEqual(['invitation']);
  });
});
