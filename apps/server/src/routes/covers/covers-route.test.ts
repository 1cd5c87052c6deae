import { randomUUID } from 'node:crypto';
import { writeFile, mkdir } from 'node:fs/promises';
import { API_PATHS, DELIVERY_PATHS as PATHS, coverPreviewPath, deliveryPath, type CoverImage } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../test/keepsake-pictures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { usePaymentsApp } from '../../../test/payments-app';
import { testConfig } from '../../../test/test-app';
import { collections } from '../../db/schema/collections';
import { coverPages, groupCards } from '../../db/schema/group-cards';
import type { MailTransport } from '../../mail/transport';
import { socialPreviewTags } from '../../plugins/social-preview';
import { uploadsDirectory } from '../groupcard/message-routes';

const ORIGIN = 'https://gift.example.test';
const sentMail: { to: string; html: string }[] = [];
const transport: MailTransport = {
  send: async (mail) => {
    sentMail.push({ to: mail.to, html: mail.html });
  },
};
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: ORIGIN }, { transport });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
const onOurOrigin = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/api/covers/`), url).toBe(true);
  return url.slice(ORIGIN.length);
};

/** A collection whose cover is the farewell design with a title, and its cover as the details answer it. */
async function collectionWithCover(cover: { className?: string; title?: string; imageUrl?: string | null } = {}) {
  const owner = await signUpOrganiser(t.app(), { firstName: 'Olive' });
  const collection = await createOwnedCollection(t.db(), owner.organiser.id, { recipientName: 'Sam Lee', occasion: 'Farewell' });
  const [card] = await t.db().select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
  await t
    .db()
    .update(coverPages)
    .set({ className: 'design-farewell-paper-plane', title: 'Good luck, Sam', ...cover })
    .where(eq(coverPages.groupCardId, card!.id));
  const details = await t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${collection.guid}` });
  expect(details.statusCode, details.body).toBe(200);
  return { owner, collection, body: details.body, coverImage: (details.json() as { coverImage: CoverImage }).coverImage };
}

describe('the collection’s cover', () => {
  it('is in the contribution details at absolute, hashed addresses on the configured origin', async () => {
    const { collection, coverImage } = await collectionWithCover();
    expect(coverImage.alt).toBe('Cover: Good luck, Sam for Sam Lee');
    expect(coverImage.svg).toBe(`${ORIGIN}/api/covers/${collection.guid}-${coverImage.hash}.svg`);
    expect(coverImage.png).toBe(`${ORIGIN}/api/covers/${collection.guid}-${coverImage.hash}.png`);

    const svg = await t.app().inject({ method: 'GET', url: onOurOrigin(coverImage.svg) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.headers['x-cover-hash']).toBe(coverImage.hash);
    expect(svg.body).toContain('<title>Cover: Good luck, Sam for Sam Lee</title>');

    const png = await t.app().inject({ method: 'GET', url: onOurOrigin(coverImage.png) });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The card at twice its 540 × 765.
    expect(size(png.rawPayload)).toEqual([1080, 1530]);

    const social = await t.app().inject({ method: 'GET', url: onOurOrigin(coverImage.png.replace(/\.png$/, '-og.png')) });
    expect(social.statusCode).toBe(200);
    expect(size(social.rawPayload)).toEqual([1200, 630]);
  });

  it('moves to a new hash when the title changes; the old address answers today’s cover, cached briefly', async () => {
    const { collection, coverImage } = await collectionWithCover();
    const [card] = await t.db().select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
    await t.db().update(coverPages).set({ title: 'Bon voyage, Sam' }).where(eq(coverPages.groupCardId, card!.id));
    const details = await t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${collection.guid}` });
    const fresh = (details.json() as { coverImage: CoverImage }).coverImage;
    expect(fresh.hash).not.toBe(coverImage.hash);

    const old = await t.app().inject({ method: 'GET', url: onOurOrigin(coverImage.png) });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=3600');
    expect(old.headers['x-cover-hash']).toBe(fresh.hash);
  });

  it('answers 404 for an unknown collection, a deleted one or a file name it does not know', async () => {
    const { collection, coverImage } = await collectionWithCover();
    for (const url of [
      `/api/covers/${randomUUID()}-${coverImage.hash}.png`,
      `/api/covers/${collection.guid}.png`,
      `/api/covers/${collection.guid}-${coverImage.hash}.gif`,
      `/api/covers/${collection.guid}-${coverImage.hash}-og.svg`,
      `/api/covers/${collection.guid}-${coverImage.hash}.png.svg`,
    ]) {
      const res = await t.app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    await t.db().update(collections).set({ isDeleted: true }).where(eq(collections.guid, collection.guid));
    const gone = await t.app().inject({ method: 'GET', url: onOurOrigin(coverImage.svg) });
    expect(gone.statusCode).toBe(404);
  });

  it('embeds an uploaded cover photo in the SVG, so the picture shows wherever the SVG does', async () => {
    const name = `${randomUUID()}.jpg`;
    const uploads = uploadsDirectory(testConfig());
    await mkdir(uploads, { recursive: true });
    await writeFile(`${uploads}/${name}`, makeJpeg(800, 600));
    const { coverImage } = await collectionWithCover({ imageUrl: `/api/groupcard/images/${name}` });
    const svg = await t.app().inject({ method: 'GET', url: onOurOrigin(coverImage.svg) });
    expect(svg.body).toContain('<image href="data:image/jpeg;base64,');
    expect(svg.body).toContain('url(#cover-photo-band)');
  });

  it('is the picture in the delivery mail, the same cover (hash) as the details and the recipient’s card', async () => {
    const { owner, collection, coverImage } = await collectionWithCover();
    const to = `${randomUUID()}@example.test`;
    const res = await t.app().inject({
      method: 'PUT',
      url: deliveryPath(PATHS.delivery, { guid: collection.guid }),
      headers: owner.headers,
      payload: { recipientName: 'Sam Lee', recipientEmail: to, byEmail: true, byLink: true, when: { kind: 'now' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app().mail.worker.runOnce();
    const mail = sentMail.find((m) => m.to === to);
    expect(mail?.html).toContain(`src="${coverImage.png}"`);
    expect(mail?.html).toContain('alt="Cover: Good luck, Sam for Sam Lee"');
    const link = (res.json() as { recipientUrl: string }).recipientUrl;
    const token = link.split('/').pop()!;
    const card = await t.app().inject({ method: 'GET', url: deliveryPath(PATHS.recipientCard, { token }) });
    expect((card.json() as { coverImage: CoverImage }).coverImage).toEqual(coverImage);
  });

  it('gives the social preview tags of the invitation link, the image absolute with its size', async () => {
    const { collection, body, coverImage } = await collectionWithCover();
    const tags = socialPreviewTags(body, collection.guid, ORIGIN);
    expect(tags).toContain(`<meta property="og:image" content="${coverImage.png.replace(/\.png$/, '-og.png')}">`);
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/contribute/${collection.guid}">`);
    expect(tags).toContain('<meta property="og:title" content="Sam&#39;s leaving do">'.replace('&#39;', "'"));
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});

describe('GET /api/covers/preview.svg|png', () => {
  it('draws a design with unsaved words, cached for a few minutes', async () => {
    const svg = await t.app().inject({ method: 'GET', url: coverPreviewPath('birthday-balloons', { title: 'Happy 40th!', name: 'Kim' }) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cache-control']).toBe('public, max-age=300');
    expect(svg.body).toContain('<title>Cover: Happy 40th! for Kim</title>');
    const png = await t.app().inject({ method: 'GET', url: coverPreviewPath('birthday-balloons', { title: 'Happy 40th!', name: 'Kim' }, 'png') });
    expect(png.statusCode).toBe(200);
    expect(size(png.rawPayload)).toEqual([1080, 1530]);
  });

  it('refuses words past their limits and a malformed design with a clear message', async () => {
    const long = await t.app().inject({ method: 'GET', url: coverPreviewPath('birthday-balloons', { title: 'x'.repeat(81), name: '' }) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Max 80 characters');
    const name = await t.app().inject({ method: 'GET', url: coverPreviewPath('birthday-balloons', { title: '', name: 'y'.repeat(101) }) });
    expect(name.statusCode).toBe(400);
    const odd = await t.app().inject({ method: 'GET', url: '/api/covers/preview.svg?design=%3Cscript%3E&title=&name=' });
    expect(odd.statusCode).toBe(400);
    const missing = await t.app().inject({ method: 'GET', url: '/api/covers/preview.svg' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 404 for a design that does not exist and for another format', async () => {
    const unknown = await t.app().inject({ method: 'GET', url: coverPreviewPath('no-such-design', { title: 'Hi', name: '' }) });
    expect(unknown.statusCode).toBe(404);
    const gif = await t.app().inject({ method: 'GET', url: '/api/covers/preview.gif?design=birthday-balloons' });
    expect([400, 404]).toContain(gif.statusCode);
  });
});
