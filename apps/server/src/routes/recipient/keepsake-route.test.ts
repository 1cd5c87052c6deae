import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DELIVERY_PATHS as PATHS, deliveryPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../../../test/keepsake-pictures';
import { createOwnedCollection } from '../../../test/owned-collection';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { hashRecipientToken, insertLink } from '../../db/repositories/delivery-repository';
import { deliveries } from '../../db/schema/deliveries';
import { groupCards } from '../../db/schema/group-cards';
import { messages } from '../../db/schema/messages';
import { organisers } from '../../db/schema/organisers';
import { uploadsDirectory } from '../groupcard/message-routes';
import { RECIPIENT_NOT_FOUND } from './recipient-access';
import { keepsakeDisposition } from './keepsake-route';

const t = useTestApp();

const newToken = () =>
  Buffer.from(randomUUID() + randomUUID())
    .toString('base64url')
    .slice(0, 43);

/** A delivered card with `count` messages (every third with a picture), and its recipient's token. */
async function deliveredCard(count: number, market: 'AU' | 'US' = 'US', title = "Sam's leaving do") {
  const db = t.app().db;
  const [organiser] = await db
    .insert(organisers)
    .values({
      guid: randomUUID(),
      email: `${randomUUID()}@example.test`,
      firstName: 'Olive',
      lastName: 'Organiser',
      passwordHash: 'x',
    })
    .returning({ id: organisers.id });
  const collection = await createOwnedCollection(db, organiser!.id, { market, title });
  const [card] = await db.select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
  const uploads = uploadsDirectory(testConfig());
  await mkdir(uploads, { recursive: true });
  const picture = `${randomUUID()}.jpg`;
  await writeFile(join(uploads, picture), makeJpeg(300, 200));
  const png = `${randomUUID()}.png`;
  await writeFile(join(uploads, png), makePng(200, 200));
  const rows = Array.from({ length: count }, (_, i) => ({
    guid: randomUUID(),
    groupCardId: card!.id,
    collectionId: collection.id,
    name: `Signer ${i + 1}`,
    comment: i === 1 ? 'Дякую 谢谢 🎉' : `Message number ${i + 1}`,
    imageUrl: i % 3 === 0 ? `/api/groupcard/images/${i % 2 ? png : picture}` : null,
    editTokenHash: randomUUID(),
    displaySeq: i,
  }));
  if (rows.length) await db.insert(messages).values(rows);
  const [delivery] = await db
    .insert(deliveries)
    .values({
      collectionId: collection.id,
      status: 'delivered',
      recipientName: 'Sam Lee',
      byLink: true,
      deliveredAt: new Date(),
    })
    .returning();
  const token = newToken();
  await insertLink(db, delivery!.id, hashRecipientToken(token), 'copy', { revokeOthers: false });
  return { collection, delivery: delivery!, token };
}

const get = (token: string) =>
  t.app().inject({ method: 'GET', url: deliveryPath(PATHS.recipientKeepsake, { token }) });

describe('GET the keepsake PDF at the recipient link', () => {
  it('downloads a PDF holding every visible message, paged past the first read', async () => {
    // 120 messages: more than two pages of the repository's keyset reads.
    const { token, collection } = await deliveredCard(120);
    const hidden = { guid: randomUUID(), name: 'Hidden Person', comment: 'Hidden words' };
    const [card] = await t
      .app()
      .db.select()
      .from(groupCards)
      .where(eq(groupCards.collectionId, collection.id));
    await t
      .app()
      .db.insert(messages)
      .values({
        ...hidden,
        groupCardId: card!.id,
        collectionId: collection.id,
        editTokenHash: 'x',
        displaySeq: 999,
        hiddenAt: new Date(),
      });

    const res = await get(token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Sams-leaving-do.pdf"; filename*=UTF-8''Sam%27s%20leaving%20do.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const proxy = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(proxy, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (let i = 1; i <= 120; i += 1) expect(flat).toContain(`Signer ${i} `);
    expect(flat).toContain('Дякую 谢谢 🎉');
    expect(flat).toContain('Message number 120');
    expect(flat).not.toContain('Hidden Person');
    expect(flat).toContain('For Sam Lee');
    // US Letter for a US collection.
    const view = (await proxy.getPage(1)).getViewport({ scale: 1 });
    expect([view.width, view.height]).toEqual([612, 792]);
  });

  it('answers HEAD with the download headers and no body', async () => {
    const { token } = await deliveredCard(1);
    const res = await t
      .app()
      .inject({ method: 'HEAD', url: deliveryPath(PATHS.recipientKeepsake, { token }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Sams-leaving-do.pdf"/);
    expect(res.rawPayload.length).toBe(0);
  });

  it('is A4 for an AU collection', async () => {
    const { token } = await deliveredCard(2, 'AU');
    const res = await get(token);
    const view = (await (await getDocumentProxy(new Uint8Array(res.rawPayload))).getPage(2)).getViewport({
      scale: 1,
    });
    expect([view.width, view.height]).toEqual([595.28, 841.89]);
  });

  it('answers the same plain 404 for an unknown, a revoked and a not-yet-delivered link', async () => {
    const unknown = await get(newToken());
    const { delivery, token } = await deliveredCard(1);
    await t.app().db.update(deliveries).set({ status: 'scheduled' }).where(eq(deliveries.id, delivery.id));
    const notDelivered = await get(token);
    const revoked = await deliveredCard(1);
    const { revokeLinks } = await import('../../db/repositories/delivery-repository');
    await revokeLinks(t.app().db, revoked.delivery.id);
    const gone = await get(revoked.token);
    for (const res of [unknown, notDelivered, gone]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: RECIPIENT_NOT_FOUND } });
    }
  });

  it('refuses a malformed token before looking anything up', async () => {
    const res = await get('short');
    expect(res.statusCode).toBe(400);
  });
});

describe('downloading again and again', () => {
  it('is limited to a few downloads a minute per address', async () => {
    const { token } = await deliveredCard(1);
    let last = await get(token);
    // Ten a minute: the eleventh at the latest is refused (earlier tests in this file count too).
    for (let i = 1; i < 11 && last.statusCode === 200; i += 1) last = await get(token);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describe('the keepsake file name', () => {
  it('keeps the title readable and safe in both forms', () => {
    expect(keepsakeDisposition('Crème brûlée  "farewell"/\\ 🎉')).toBe(
      `attachment; filename="Creme-brulee-farewell.pdf"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e%20farewell%20%F0%9F%8E%89.pdf`,
    );
    expect(keepsakeDisposition('谢谢')).toBe(
      `attachment; filename="keepsake.pdf"; filename*=UTF-8''%E8%B0%A2%E8%B0%A2.pdf`,
    );
  });
});
