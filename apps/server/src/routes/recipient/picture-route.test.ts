import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API_PATHS,
  DELIVERY_PATHS as PATHS,
  deliverResponseSchema,
  deliveryPath,
  deliveryStateSchema,
  MESSAGES,
  recipientPictureResponseSchema,
} from '@groupgift/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBombPng } from '../../../test/hostile-pictures';
import { makePng } from '../../../test/keepsake-pictures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { usePaymentsApp } from '../../../test/payments-app';
import { testConfig } from '../../../test/test-app';
import type { MailTransport } from '../../mail/transport';
import { uploadsDirectory } from '../groupcard/message-routes';
import { RECIPIENT_NOT_FOUND } from './recipient-access';

const ORIGIN = 'https://gift.example.test';
const sentMail: { to: string; subject: string; html: string; text: string }[] = [];
const transport: MailTransport = {
  send: async (mail) => {
    sentMail.push({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  },
};
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: ORIGIN }, { transport });

/** A card delivered by link, signed by Ann (with an email); the recipient's token and the organiser. */
async function delivered() {
  const owner = await signUpOrganiser(t.app(), { firstName: 'Olive' });
  const collection = await createOwnedCollection(t.db(), owner.organiser.id);
  const signed = await t.app().inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection: collection.guid, from: 'Ann', comment: 'Love from Ann', email: 'ann@example.test' },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const res = await t.app().inject({
    method: 'PUT',
    url: deliveryPath(PATHS.delivery, { guid: collection.guid }),
    headers: owner.headers,
    payload: { recipientName: 'Sam Lee', recipientEmail: null, byEmail: false, byLink: true, when: { kind: 'now' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = new URL(deliverResponseSchema.parse(res.json()).recipientUrl!).pathname.split('/').pop()!;
  return { owner, collection, token };
}

const upload = (token: string, body: Buffer | string, contentType = 'image/png') =>
  t.app().inject({
    method: 'POST',
    url: deliveryPath(PATHS.recipientPicture, { token }),
    headers: { 'content-type': contentType },
    payload: body,
  });

describe("the recipient's thank-you picture", () => {
  it('uploads with a valid link token, is served back, and rides on the thanks to the organiser and by mail', async () => {
    const { owner, collection, token } = await delivered();
    const png = makePng(64, 48);
    const res = await upload(token, png);
    expect(res.statusCode, res.body).toBe(200);
    const picture = recipientPictureResponseSchema.parse(res.json());
    expect(picture).toMatchObject({ width: 64, height: 48 });
    expect(picture.imageUrl).toMatch(/^\/api\/groupcard\/images\/[a-f0-9-]{36}\.png$/);
    // The picture as re-encoded on upload (decision 134) is on disk and served from the URL answered.
    const name = picture.imageUrl.split('/').pop()!;
    const stored = await readFile(join(uploadsDirectory(testConfig()), name));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    const served = await t.app().inject({ method: 'GET', url: picture.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(stored)).toBe(true);

    const thanks = await t.app().inject({
      method: 'POST',
      url: deliveryPath(PATHS.recipientThanks, { token }),
      payload: { text: 'Thank you, from the beach!', to: 'everyone', imageUrl: picture.imageUrl },
    });
    expect(thanks.statusCode, thanks.body).toBe(200);
    expect(thanks.json().thanks).toMatchObject({ imageUrl: picture.imageUrl, mailed: 1 });

    const state = deliveryStateSchema.parse(
      (await t.app().inject({ method: 'GET', url: deliveryPath(PATHS.delivery, { guid: collection.guid }), headers: owner.headers })).json(),
    );
    expect(state.thanks.map((th) => th.imageUrl)).toEqual([picture.imageUrl]);

    // Ann's mail shows the picture with an absolute URL on our public origin.
    await t.app().mail.worker.runOnce();
    const mail = sentMail.find((m) => m.to === 'ann@example.test' && m.subject === 'Sam Lee says thank you');
    expect(mail?.html).toContain(`src="${ORIGIN}${picture.imageUrl}"`);
    expect(mail?.html).toContain('Thank you, from the beach!');
  });

  it('refuses a decompression bomb with the clear message, before storing anything (decision 134)', async () => {
    const { token } = await delivered();
    const res = await upload(token, makeBombPng(16_000));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'picture_too_large', message: expect.stringContaining('40 megapixels') } });
  });

  it('answers the generic 404 for a wrong or revoked token', async () => {
    const { owner, collection, token } = await delivered();
    const wrong = await upload('A'.repeat(43), makePng(8, 8));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(RECIPIENT_NOT_FOUND);

    const revoked = await t.app().inject({ method: 'DELETE', url: deliveryPath(PATHS.link, { guid: collection.guid }), headers: owner.headers });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    const after = await upload(token, makePng(8, 8));
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(RECIPIENT_NOT_FOUND);
  });

  it('refuses a file that is not a picture, whatever its name or type says', async () => {
    const { token } = await delivered();
    const fake = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.details.fieldErrors.file).toEqual([MESSAGES['error.uploadFailed']]);
    const text = await upload(token, 'hello', 'text/plain');
    expect(text.statusCode).toBe(400);
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
  });

  it('refuses a file over 5 MB', async () => {
    const { token } = await delivered();
    const big = Buffer.concat([makePng(8, 8), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(token, big)).statusCode).toBe(413);
  });

  it('a thank-you refuses a picture that is not ours', async () => {
    const { token } = await delivered();
    for (const imageUrl of ['https://evil.example/x.png', `${ORIGIN}/api/groupcard/images/00000000-0000-4000-8000-000000000000.png`, '/picture-library/cake.svg']) {
      const res = await t.app().inject({
        method: 'POST',
        url: deliveryPath(PATHS.recipientThanks, { token }),
        payload: { text: 'Hi', to: 'everyone', imageUrl },
      });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().error.details.fieldErrors.imageUrl).toEqual([MESSAGES['error.uploadFailed']]);
    }
  });
});
