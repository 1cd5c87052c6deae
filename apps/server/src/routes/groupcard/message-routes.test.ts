import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { US } from '../../../test/demo-guids';
import { useTestApp } from '../../../test/use-test-app';

const uploads = mkdtempSync(join(tmpdir(), 'gg-uploads-'));
const { app, db } = useTestApp({ dataDir: uploads });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function store(collection: string, payload: Record<string, unknown> = {}) {
  return app().inject({
    method: 'POST',
    url: '/api/groupcard/StoreGroupCard',
    payload: { collection, from: '  Sam  ', comment: 'Happy birthday!', ...payload },
  });
}

describe('signing the group card', () => {
  it('stores a message, returns its edit token once, and shows it on the card', async () => {
    const res = await store(US(2));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatchObject({ from: 'Sam', comment: 'Happy birthday!', isEditActive: true });
    expect(typeof body.editToken).toBe('string');
    const card = (await app().inject({ method: 'GET', url: `/api/groupcard/GetGroupCard?collection=${US(2)}` })).json();
    expect(card.messages.map((m: { comment: string }) => m.comment)).toContain('Happy birthday!');
  });

  it('refuses a message on a closed or suspended collection', async () => {
    expect((await store(US(8))).json().error.code).toBe('collection_closed');
    expect((await store(US(9))).json().error.code).toBe('collection_suspended');
  });

  it('refuses an empty name with the field error', async () => {
    const res = await store(US(2), { from: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.from).toBeDefined();
  });

  it('loads and edits a message only with its edit token', async () => {
    const { message, editToken } = (await store(US(2))).json();
    const wrong = await app().inject({ method: 'GET', url: `/api/groupcard/EditGroupCard?messageId=${message.id}`, headers: { 'x-edit-token': 'nope' } });
    expect(wrong.statusCode).toBe(403);
    const missing = await app().inject({ method: 'GET', url: `/api/groupcard/EditGroupCard?messageId=${message.id}` });
    expect(missing.statusCode).toBe(403);
    const right = await app().inject({ method: 'GET', url: `/api/groupcard/EditGroupCard?messageId=${message.id}`, headers: { 'x-edit-token': editToken } });
    expect(right.json()).toMatchObject({ id: message.id, comment: 'Happy birthday!' });

    const edit = (token: string) =>
      app().inject({
        method: 'POST',
        url: '/api/groupcard/EditGroupCard',
        payload: { collection: US(2), from: 'Sam', comment: 'Changed', messageId: message.id, editToken: token },
      });
    expect((await edit('someone-else')).statusCode).toBe(403);
    const saved = await edit(editToken);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message.comment).toBe('Changed');
  });

  it('queues the signer receipt with the token, and refuses without it', async () => {
    const { message, editToken } = (await store(US(2))).json();
    const send = (token: string) =>
      app().inject({
        method: 'POST',
        url: '/api/groupcard/SendSignCardReceiptEmail',
        payload: { messageId: message.id, editToken: token, email: ' sam@example.test ', collection: US(2) },
      });
    const queued = () => db().handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'sam@example.test'));
    expect((await send('bad')).statusCode).toBe(403);
    expect(await queued()).toEqual([]);
    const ok = await send(editToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ sent: true });
    // One mail waits in the outbox for the trimmed address, with the message and its edit link.
    const [mail, ...more] = await queued();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: 'sign-card-receipt', status: 'pending' });
    expect(mail?.payload).toMatchObject({
      name: 'Sam',
      comment: 'Happy birthday!',
      editUrl: expect.stringContaining(`/contribute/${US(2)}/sign?messageId=${message.id}&token=${encodeURIComponent(editToken)}`),
    });
    // SPEC §4's receipt marketing values for a Group Card Only collection in the US.
    expect((mail?.payload as { editUrl: string }).editUrl).toMatch(/&utm_medium=card-only&utm_campaign=receipt-rest-of-world$/);
  });

  it('accepts a real picture, serves it back, and refuses a file that is not an image', async () => {
    const res = await app().inject({ method: 'POST', url: `/api/groupcard/UploadImage?collection=${US(2)}`, headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(res.statusCode).toBe(200);
    const { imageURL, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 1, height: 1 });
    const served = await app().inject({ method: 'GET', url: imageURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await app().inject({ method: 'POST', url: `/api/groupcard/UploadImage?collection=${US(2)}`, headers: { 'content-type': 'image/png' }, payload: Buffer.from('<svg/>') });
    expect(fake.statusCode).toBe(400);
  });

  it('keeps a message from pointing at pictures elsewhere', async () => {
    const res = await store(US(2), { imageURL: 'https://tracker.example/pixel.gif', imageUsed: true });
    expect(res.statusCode).toBe(400);
    expect((await store(US(2), { imageURL: '/picture-library/balloons.svg', imageUsed: true })).statusCode).toBe(200);
  });
});
