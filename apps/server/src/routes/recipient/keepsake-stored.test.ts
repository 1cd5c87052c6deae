import { randomUUID } from 'node:crypto';
import { DELIVERY_PATHS as PATHS, deliveryPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { deliveredCard } from '../../../test/delivered-card';
import { useTestApp } from '../../../test/use-test-app';
import { deliveries } from '../../db/schema/deliveries';
import { messages } from '../../db/schema/messages';

/*
 * Keepsakes off the event loop (issue 29, decision 134): written by the worker pool, once per card
 * version, stored, and served from storage.
 */

const t = useTestApp();

const url = (token: string) => deliveryPath(PATHS.recipientKeepsake, { token });

/** A download from its own address: the per-address limit is not what these tests are about. */
let address = 0;
const download = (token: string, headers: Record<string, string> = {}) => {
  address += 1;
  return t.app().inject({
    method: 'GET',
    url: url(token),
    headers,
    remoteAddress: `10.29.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
};

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

/** Probes /api/health every 20 ms until `work` settles; answers each probe's time in ms. */
async function healthWhile(work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await t.app().inject({ method: 'GET', url: '/api/health' });
    times.push(performance.now() - started);
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

describe('20 downloads at once of a 3,000-message card', () => {
  it('keeps /api/health answering within 100 ms (95th percentile), and writes the card once for all of them', { timeout: 240_000 }, async () => {
    const { token } = await deliveredCard(t.app().db, 3_000);
    // Warm: the pool's first thread started and the route's code paths run once, as on a server that
    // has served a keepsake before and whose recipient has the link open; what is measured is the
    // server under load, not its first call.
    expect((await download((await deliveredCard(t.app().db, 2)).token)).statusCode).toBe(200);
    expect((await t.app().inject({ method: 'HEAD', url: url(token), remoteAddress: '10.29.255.1' })).statusCode).toBe(200);
    const storage = t.app().storage;
    const putFile = storage.putFile.bind(storage);
    let stored: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (stored = resolve));
    const writes = vi.spyOn(storage, 'putFile').mockImplementation(async (...args) => {
      await putFile(...args);
      stored();
    });
    try {
      const downloads = Promise.all(Array.from({ length: 20 }, () => download(token)));
      // Probed while the keepsake is written: after that, this same process is also the 20 clients
      // reading whole PDFs into buffers (inject), which is the test's work, not the server's.
      const health = await healthWhile(Promise.race([written, downloads]));
      const answers = await downloads;

      // The 100 ms on the 95th percentile of every probe taken while the keepsake was written
      // and sent, and a generous bound on the slowest: on a shared two-core test machine the probe
      // sent in the same instant as the 20 downloads waits for their 20 token lookups on the single
      // embedded connection, and a thread can lose its core for a while. Writing on the event loop
      // held every probe for seconds (47.8 s in the measurement).
      const sorted = [...health].sort((a, b) => a - b);
      const seen = `health probes (ms): ${health.map((ms) => ms.toFixed(0)).join(' ')}`;
      expect(health.length, seen).toBeGreaterThan(10);
      expect(sorted[Math.floor(sorted.length * 0.95)], seen).toBeLessThan(100);
      expect(sorted.at(-1), seen).toBeLessThan(500);

      expect(writes).toHaveBeenCalledTimes(1);
      const first = answers[0]!;
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBe(first.headers.etag);
        expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      const text = await textOf(first.rawPayload);
      expect(text).toContain('Signer 1 ');
      expect(text).toContain('Message number 3000');

      // Later downloads are read from storage, not written again.
      expect((await download(token)).rawPayload.equals(first.rawPayload)).toBe(true);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      writes.mockRestore();
    }
  });
});

describe('a stored keepsake', () => {
  it('is written again once anything on the card changes, and a conditional request answers 304 until then', async () => {
    const { token, collection, groupCardId, delivery } = await deliveredCard(t.app().db, 4);
    const writes = vi.spyOn(t.app().storage, 'putFile');
    try {
      const first = await download(token);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      const unchanged = await download(token, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
      expect(writes).toHaveBeenCalledTimes(1);

      // A new message: a new version, written once, holding it.
      await t.app().db.insert(messages).values({
        guid: randomUUID(),
        groupCardId,
        collectionId: collection.id,
        name: 'Late Signer',
        comment: 'Sorry I am late!',
        editTokenHash: 'x',
        displaySeq: 99,
      });
      const afterMessage = await download(token, { 'if-none-match': etag });
      expect(afterMessage.statusCode).toBe(200);
      expect(afterMessage.headers.etag).not.toBe(etag);
      expect(await textOf(afterMessage.rawPayload)).toContain('Sorry I am late!');
      expect(writes).toHaveBeenCalledTimes(2);
      // Storage keeps the card's latest keepsake only.
      const stored = (tag: unknown) => t.app().storage.exists(`keepsakes/${String(tag).replaceAll('"', '')}.pdf`);
      expect(await stored(afterMessage.headers.etag)).toBe(true);
      expect(await stored(etag)).toBe(false);

      // A message hidden by the organiser leaves it.
      await t.app().db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.name, 'Late Signer'));
      const afterHiding = await download(token);
      expect(await textOf(afterHiding.rawPayload)).not.toContain('Sorry I am late!');

      // The recipient's name on the delivery, printed on the cover, is part of the version too.
      await t.app().db.update(deliveries).set({ recipientName: 'Samantha Lee' }).where(eq(deliveries.id, delivery.id));
      const renamed = await download(token);
      expect(await textOf(renamed.rawPayload)).toContain('For Samantha Lee');
      expect(writes).toHaveBeenCalledTimes(4);
    } finally {
      writes.mockRestore();
    }
  });
});
