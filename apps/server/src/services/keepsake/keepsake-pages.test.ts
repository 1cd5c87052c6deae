import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { extractImages, extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/pdfjs-on-node-20';
import { makePng } from '../../../test/keepsake-pictures';
import { fileObjectStore } from '../storage/file-object-store';
import { keepsakeCoverPng } from './keepsake-cover';
import { picturesFromUploads } from './keepsake-pictures';
import type { KeepsakeCard, KeepsakeMessage } from './keepsake-source';
import { writeKeepsake } from './write-keepsake';

// The keepsake's look (decision 152): the cover full page first, messages as whole cards, the names last.

const WIDE = 'bbbbbbbb-0000-4000-8000-000000000001.png';
const PNG = 'bbbbbbbb-0000-4000-8000-000000000002.png';
const url = (name: string) => `/api/groupcard/images/${name}`;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gg-keepsake-pages-'));
  await mkdir(join(dataDir, 'uploads'));
  await writeFile(join(dataDir, 'uploads', WIDE), makePng(800, 600, 3));
  await writeFile(join(dataDir, 'uploads', PNG), makePng(300, 500));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const COVER = { title: 'So long, Sarah!', className: 'farewell-navy', imageUrl: null };
const SOURCE = { collectionGuid: 'aaaaaaaa-0000-4000-8000-00000000c0fe', className: 'farewell-navy', coverTitle: 'So long, Sarah!', collectionTitle: 'Farewell Sarah', recipientName: 'Sarah Mitchell', occasion: null, imageUrl: null };

async function card(market: 'AU' | 'US' = 'AU'): Promise<KeepsakeCard> {
  return {
    title: 'Farewell Sarah',
    recipientName: 'Sarah Mitchell',
    market,
    cover: { title: COVER.title, description: '', imageUrl: null },
    coverPng: await keepsakeCoverPng(SOURCE, null),
  };
}

async function keepsake(c: KeepsakeCard, messages: KeepsakeMessage[]): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  const readPicture = picturesFromUploads({ store: fileObjectStore(dataDir), folder: 'uploads' });
  await writeKeepsake({ card: async () => c, messages: async function* () { yield* messages; } }, out, { readPicture });
  return new Uint8Array(Buffer.concat(chunks));
}

const flat = (s: string) => s.replace(/\s+/g, ' ');

/** Where each image is painted on a page: the scale of the transform in force when it is drawn. */
async function paintedImages(pdf: Uint8Array, pageNumber: number): Promise<{ width: number; height: number }[]> {
  const { OPS } = await getResolvedPDFJS();
  const page = await (await getDocumentProxy(pdf.slice())).getPage(pageNumber);
  const { fnArray, argsArray } = await page.getOperatorList();
  const painted: { width: number; height: number }[] = [];
  let last: number[] = [];
  fnArray.forEach((fn, i) => {
    if (fn === OPS.transform) last = argsArray[i] as number[];
    if (fn === OPS.paintImageXObject) painted.push({ width: Math.abs(last[0]!), height: Math.abs(last[3]!) });
  });
  return painted;
}

describe('the keepsake cover', () => {
  it('is the card’s composed cover at 2×, and the design when its photo cannot be read', async () => {
    const png = await keepsakeCoverPng(SOURCE, null);
    const { width, height, format } = await sharp(png!).metadata();
    expect(format).toBe('png');
    expect([width, height]).toEqual([1080, 1530]);
    // A photo that cannot be read leaves the design, never an empty first page.
    const photo = await keepsakeCoverPng({ ...SOURCE, imageUrl: url(WIDE) }, null);
    expect((await sharp(photo!).metadata()).width).toBe(1080);
  });

  it('fills the first page on its own, on A4 and US Letter', async () => {
    for (const [market, size] of [
      ['AU', { width: 595.28, height: 841.89 }],
      ['US', { width: 612, height: 792 }],
    ] as const) {
      const pdf = await keepsake(await card(market), [{ guid: 'a', name: 'Ann', comment: 'Hello', imageUrl: null }]);
      const proxy = await getDocumentProxy(pdf.slice());
      const { text } = await extractText(proxy, { mergePages: false });
      // Only the cover's own words, set invisibly over the picture so the PDF can be searched.
      expect(flat(text[0]!).trim()).toBe('So long, Sarah! For Sarah Mitchell');
      const [cover] = await extractImages(proxy, 1);
      expect([cover!.width, cover!.height]).toEqual([1080, 1530]);
      // As large as the page allows with its shape kept: A4 is the card's own shape, Letter is wider.
      const [painted] = await paintedImages(pdf, 1);
      expect(painted!.height).toBeCloseTo(size.height, 0);
      if (market === 'AU') expect(painted!.width).toBeGreaterThan(size.width * 0.99);
      expect(flat(text[1]!)).toContain('Hello — Ann');
    }
  });
});

describe('the keepsake’s message pages', () => {
  // Forty messages of every length, some with a picture: each has words only it uses at its start and end.
  const messages: KeepsakeMessage[] = Array.from({ length: 40 }, (_, i) => {
    const filler = Array.from({ length: [3, 20, 60, 140][i % 4]! }, () => 'kind words').join(' ');
    return {
      guid: `m${i}`,
      name: `Signer${i} Example`,
      comment: `start${i}x ${filler} end${i}x`,
      imageUrl: i % 5 === 0 ? url(WIDE) : i % 7 === 0 ? url(PNG) : null,
    };
  });

  it('keep every message whole on one page, its name under its words, and end with everyone’s names', async () => {
    const pdf = await keepsake(await card(), messages);
    const proxy = await getDocumentProxy(pdf.slice());
    const pages = (await extractText(proxy, { mergePages: false })).text.map(flat);
    const pageOf = (needle: string) => pages.findIndex((page) => page.includes(needle));
    for (let i = 0; i < messages.length; i += 1) {
      const page = pageOf(`start${i}x `);
      expect(page, `message ${i}`).toBeGreaterThan(0);
      expect(pageOf(` end${i}x`), `message ${i}`).toBe(page);
      expect(pageOf(`— Signer${i} Example`), `message ${i}`).toBe(page);
    }
    // Numbered pages, each after the cover.
    pages.slice(1).forEach((page, i) => expect(page).toContain(` ${i + 2}`));
    // The closing: "From all of us", then every name, once, after the last message.
    const all = pages.join(' ');
    const closing = all.slice(all.indexOf('From all of us'));
    expect(all.indexOf('From all of us')).toBeGreaterThan(all.indexOf('end39x'));
    for (const m of messages) expect(closing).toContain(m.name);
    // The pictures are drawn inside their cards: none wider than the page's text column.
    const pictures = (await Promise.all(pages.map((_, i) => paintedImages(pdf, i + 1)))).slice(1).flat();
    expect(pictures.length).toBe(messages.filter((m) => m.imageUrl).length);
    for (const p of pictures) expect(p.width).toBeLessThan(595.28 - 2 * 44);
  });
});
