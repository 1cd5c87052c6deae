import { COVER_ARTS, DELIVERY_PATHS as PATHS, deliveryPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { usePaymentsApp } from '../../../test/payments-app';
import { coverPages, groupCards } from '../../db/schema/group-cards';
import type { MailTransport } from '../../mail/transport';
import { coverArtPngPath } from '../../services/cover-art/cover-art-png';

const ORIGIN = 'https://gift.example.test';
const sentMail: { to: string; html: string }[] = [];
const transport: MailTransport = {
  send: async (mail) => {
    sentMail.push({ to: mail.to, html: mail.html });
  },
};
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: ORIGIN }, { transport });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Delivers a card whose cover is as given and answers the picture in the recipient's mail. */
async function mailedCoverPicture(
  cover: { className?: string; imageUrl?: string },
  to: string,
): Promise<string | undefined> {
  const owner = await signUpOrganiser(t.app(), { firstName: 'Olive' });
  const collection = await createOwnedCollection(t.db(), owner.organiser.id);
  const [card] = await t.db().select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
  await t.db().update(coverPages).set(cover).where(eq(coverPages.groupCardId, card!.id));
  const res = await t.app().inject({
    method: 'PUT',
    url: deliveryPath(PATHS.delivery, { guid: collection.guid }),
    headers: owner.headers,
    payload: {
      recipientName: 'Sam Lee',
      recipientEmail: to,
      byEmail: true,
      byLink: true,
      when: { kind: 'now' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app().mail.worker.runOnce();
  const mail = sentMail.find((m) => m.to === to);
  expect(mail, 'the delivery mail was sent').toBeDefined();
  return /<img src="([^"]+)"/.exec(mail!.html)?.[1];
}

/** The site-relative path of an absolute URL on our origin, to ask the app for it. */
function onOurOrigin(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

describe('the delivery mail of an illustrated cover', () => {
  it('shows the illustration as a PNG at a public, immutable URL on the configured origin', async () => {
    const src = await mailedCoverPicture({ className: 'illustrated-birthday' }, 'sam@example.test');
    expect(src).toMatch(new RegExp(`^${ORIGIN}/api/cover-art/birthday-[0-9a-f]{12}\\.png$`));

    const res = await t.app().inject({ method: 'GET', url: onOurOrigin(src!) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Webmail shows it from its own site.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const png = res.rawPayload;
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // Twice the mail's 480 px column, in the drawing's 4:3.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([960, 720]);
    expect(png.length).toBeGreaterThan(5_000);
  });

  it('picks the illustration as the card does: from the cover’s words when the template names none', async () => {
    // The test collection's cover says "Good luck Sam" on a plain template.
    const src = await mailedCoverPicture({ className: 'classic-cream' }, 'lee@example.test');
    expect(src).toMatch(/\/api\/cover-art\/farewell-[0-9a-f]{12}\.png$/);
  });

  it('keeps the photo of a cover that has one', async () => {
    const src = await mailedCoverPicture(
      { className: 'illustrated-birthday', imageUrl: '/api/groupcard/images/cover.jpg' },
      'kim@example.test',
    );
    expect(src).toBe(`${ORIGIN}/api/groupcard/images/cover.jpg`);
  });
});

describe('GET /api/cover-art/:file', () => {
  it('answers every illustration', async () => {
    for (const art of COVER_ARTS) {
      const res = await t.app().inject({ method: 'GET', url: coverArtPngPath(art) });
      expect(res.statusCode, art).toBe(200);
      expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE), art).toBe(true);
    }
  });

  it('gives an older mail today’s drawing, cached for a day only', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/api/cover-art/birthday-000000000000.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for a picture that is not one of ours', async () => {
    for (const file of ['unicorn-0123456789ab.png', 'birthday.svg', '..%2Fsecret.png']) {
      const res = await t.app().inject({ method: 'GET', url: `/api/cover-art/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
