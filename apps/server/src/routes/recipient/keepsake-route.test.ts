import { randomUUID } from 'node:crypto';
import { DELIVERY_PATHS as PATHS, deliveryPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { deliveredCard as makeDeliveredCard, newRecipientToken } from '../../../test/delivered-card';
import { useTestApp } from '../../../test/use-test-app';
import { deliveries } from '../../db/schema/deliveries';
import { groupCards } from '../../db/schema/group-cards';
import { messages } from '../../db/schema/messages';
import { RECIPIENT_NOT_FOUND } from './recipient-access';
import { keepsakeDisposition } from './keepsake-route';

const t = useTestApp();

const newToken = newRecipientToken;
const deliveredCard = (count: number, market: 'AU' | 'US' = 'US', title?: string) => makeDeliveredCard(t.app().db, count, market, title);

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
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[a-f0-9]{36}"$/);
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
