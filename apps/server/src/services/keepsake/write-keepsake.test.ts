import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import sharp from 'sharp';
import { extractImages, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/pdfjs-on-node-20';
import { makeBombPng } from '../../../test/hostile-pictures';
import { makeAnimatedGif, makeGif, makeJpeg, makePng, SUN } from '../../../test/keepsake-pictures';
import { fileObjectStore } from '../storage/file-object-store';
import { picturesFromUploads, PRINT_PIXELS } from './keepsake-pictures';
import type { KeepsakeCard, KeepsakeMessage, KeepsakeSource } from './keepsake-source';
import { writeKeepsake } from './write-keepsake';

const PNG = 'aaaaaaaa-0000-4000-8000-000000000001.png';
const JPEG = 'aaaaaaaa-0000-4000-8000-000000000002.jpg';
const GIF = 'aaaaaaaa-0000-4000-8000-000000000003.gif';
const url = (name: string) => `/api/groupcard/images/${name}`;

let dataDir: string;
let uploadsDir: string;
// The pictures as the app stores them: DATA_DIR/uploads/<name>.
const uploaded = () => ({ store: fileObjectStore(dataDir), folder: 'uploads' });
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gg-keepsake-'));
  uploadsDir = join(dataDir, 'uploads');
  await mkdir(uploadsDir);
  await writeFile(join(uploadsDir, PNG), makePng(320, 240));
  await writeFile(join(uploadsDir, JPEG), makeJpeg(400, 300));
  await writeFile(join(uploadsDir, GIF), makeGif());
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const card = (over: Partial<KeepsakeCard> = {}): KeepsakeCard => ({
  title: 'Farewell Sarah',
  recipientName: 'Sarah Mitchell',
  market: 'AU',
  cover: { title: 'So long, Sarah!', description: 'Nine years of Friday cakes.', imageUrl: null },
  coverPng: null,
  ...over,
});

const MESSAGES: KeepsakeMessage[] = [
  { guid: 'm1', name: 'Priya Natarajan', comment: 'Good luck in Melbourne!', imageUrl: url(PNG) },
  { guid: 'm2', name: 'Олена Коваль', comment: 'Дякую 谢谢 🎉', imageUrl: url(JPEG) },
  { guid: 'm3', name: 'Sam Lee', comment: 'A little dance for you', imageUrl: url(GIF) },
];

function sourceOf(c: KeepsakeCard, messages: KeepsakeMessage[], read?: { count: number }): KeepsakeSource {
  return {
    card: async () => c,
    async *messages() {
      for (const m of messages) {
        if (read) read.count += 1;
        yield m;
      }
    },
  };
}

/** Collects everything written, as a download would. */
function sink(): { stream: Writable; bytes: () => Uint8Array } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => new Uint8Array(Buffer.concat(chunks)) };
}

async function keepsake(c: KeepsakeCard, messages: KeepsakeMessage[]): Promise<Uint8Array> {
  const out = sink();
  await writeKeepsake(sourceOf(c, messages), out.stream, { readPicture: picturesFromUploads(uploaded()) });
  return out.bytes();
}

const flat = (s: string) => s.replace(/\s+/g, ' ');
const imageCount = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Subtype \/Image/g)?.length ?? 0;

describe('the keepsake PDF', () => {
  it('holds the cover and every message, in any script, with its picture', async () => {
    const pdf = await keepsake(card(), MESSAGES);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const all = flat(text);
    for (const expected of ['So long, Sarah!', 'Nine years of Friday cakes.', 'For Sarah Mitchell'])
      expect(all).toContain(expected);
    for (const m of MESSAGES) {
      expect(all).toContain(m.name);
      expect(all).toContain(m.comment);
    }
    // The PNG and the JPEG are drawn, and the GIF as its first frame (decision 152).
    expect(imageCount(pdf)).toBe(3);
    expect(all).not.toContain('see it on the online card');
  });

  it('is A4 for an AU card and US Letter for a US card, titled for the recipient', async () => {
    for (const [market, size] of [
      ['AU', [595.28, 841.89]],
      ['US', [612, 792]],
    ] as const) {
      const proxy = await getDocumentProxy((await keepsake(card({ market }), MESSAGES.slice(0, 1))).slice());
      const view = (await proxy.getPage(2)).getViewport({ scale: 1 });
      expect([view.width, view.height]).toEqual(size);
      const { info } = await getMeta(proxy);
      expect(info).toMatchObject({
        Title: 'Farewell Sarah',
        Author: 'From everyone at Farewell Sarah',
        Subject: 'A group card for Sarah Mitchell',
      });
    }
  });

  it('draws an uploaded cover picture and numbers the message pages', async () => {
    const pdf = await keepsake(card({ cover: { title: '', description: '', imageUrl: url(JPEG) } }), [
      MESSAGES[0]!,
    ]);
    expect(imageCount(pdf)).toBe(2);
    const proxy = await getDocumentProxy(pdf.slice());
    expect(proxy.numPages).toBe(2);
    const { text } = await extractText(proxy, { mergePages: false });
    expect(text[1]!.split('\n').map((l) => l.trim())).toContain('2');
  });

  it('runs a message longer than a page onto the next pages without losing a word', async () => {
    const words = Array.from({ length: 1500 }, (_, i) => `w${i}`);
    const pdf = await keepsake(card(), [
      { guid: 'long', name: 'Chatty', comment: words.join(' '), imageUrl: null },
    ]);
    const proxy = await getDocumentProxy(pdf.slice());
    expect(proxy.numPages).toBeGreaterThan(2);
    const { text } = await extractText(proxy, { mergePages: true });
    expect(flat(text)).toContain('w0 w1 w2');
    expect(flat(text)).toContain('w1498 w1499');
  });

  it('prints a character no bundled font has as a replacement mark, not as nothing', async () => {
    const pdf = await keepsake(card(), [
      { guid: 'k', name: 'Min-jun', comment: 'Thanks 감사 ok', imageUrl: null },
    ]);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(flat(text)).toMatch(/Thanks \uFFFD+ ok/);
  });

  it('prints the first frame of an animated GIF or WebP, and labels a library illustration', async () => {
    const gif = 'aaaaaaaa-0000-4000-8000-000000000005.gif';
    const webp = 'aaaaaaaa-0000-4000-8000-000000000004.webp';
    const animated = await makeAnimatedGif();
    await writeFile(join(uploadsDir, gif), animated);
    await writeFile(join(uploadsDir, webp), await sharp(animated, { pages: -1 }).webp().toBuffer());
    const pdf = await keepsake(card(), [
      { guid: 'g', name: 'Gus', comment: 'A little sunshine', imageUrl: url(gif) },
      { guid: 'w', name: 'Wes', comment: 'Animated!', imageUrl: url(webp) },
      { guid: 'i', name: 'Ila', comment: 'A cake', imageUrl: '/picture-library/cake.svg' },
    ]);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(flat(text)).toContain('Illustration — see it on the online card');
    // Still frames, and the first: just outside the first frame's sun is sky (later frames' suns are larger).
    const stills = await extractImages(await getDocumentProxy(pdf.slice()), 2);
    expect(stills).toHaveLength(2);
    for (const still of stills) {
      expect([still.width, still.height]).toEqual([SUN.size, SUN.size]);
      const at = ((SUN.size / 2) * SUN.size + SUN.size / 2 + SUN.firstRadius + SUN.growth / 2) * still.channels;
      const [r, g, b] = still.data.slice(at, at + 3);
      expect(Math.abs(r! - SUN.sky[0]) + Math.abs(g! - SUN.sky[1]) + Math.abs(b! - SUN.sky[2])).toBeLessThan(40);
    }
  });

  it('leaves out a picture whose file is gone, and a cover with no message is the cover alone', async () => {
    const gone = await keepsake(card(), [
      { guid: 'g', name: 'Ana', comment: 'Hi', imageUrl: url('aaaaaaaa-0000-4000-8000-00000000dead.png') },
    ]);
    expect(imageCount(gone)).toBe(0);
    const empty = await getDocumentProxy((await keepsake(card(), [])).slice());
    expect(empty.numPages).toBe(1);
  });

  it('stops reading messages when the download is cancelled', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const read = { count: 0 };
    const many = Array.from({ length: 400 }, (_, i) => ({
      guid: `m${i}`,
      name: `Person ${i}`,
      comment: 'Well done',
      imageUrl: url(JPEG),
    }));
    // Nobody reads the stream; once the writer waits for room, the reader goes away.
    setTimeout(() => out.destroy(), 100);
    await writeKeepsake(sourceOf(card(), many, read), out, {
      readPicture: picturesFromUploads(uploaded()),
      maxBuffered: 64 * 1024,
    });
    expect(read.count).toBeGreaterThan(0);
    expect(read.count).toBeLessThan(many.length);
  });
});

describe('pictures from the uploads folder', () => {
  it('reads only stored picture names, never another path', async () => {
    const read = picturesFromUploads(uploaded());
    expect((await read(url(PNG)))?.length).toBeGreaterThan(0);
    expect(await read('/api/groupcard/images/../../etc/passwd')).toBeNull();
    expect(await read('https://example.com/a.png')).toBeNull();
    expect(await read('/picture-library/cake.svg')).toBeNull();
  });
});

describe('pictures stored before uploads were re-encoded (decision 134)', () => {
  /** Every embedded picture's pixel size, from the image dictionaries (never compressed). */
  const embeddedSizes = (pdf: Uint8Array) =>
    [...Buffer.from(pdf).toString('latin1').matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)[^>]*?\/Height (\d+)|\/Width (\d+)[^>]*?\/Height (\d+)[^>]*?\/Subtype \/Image/g)].map(
      (m) => [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])],
    );

  it('are shrunk to the printed size before they are embedded, and one over the pixel cap is never decoded', async () => {
    const big = 'aaaaaaaa-0000-4000-8000-0000000000b1.png';
    const bomb = 'aaaaaaaa-0000-4000-8000-0000000000b2.png';
    await writeFile(join(uploadsDir, big), makeBombPng(6_000)); // 36 MP: under the cap, far over the print size
    await writeFile(join(uploadsDir, bomb), makeBombPng(16_000)); // 256 MP: the bomb
    const pdf = await keepsake(card({ cover: { title: 'Big', description: '', imageUrl: url(big) } }), [
      { guid: 'b1', name: 'Big Picture', comment: '', imageUrl: url(big) },
      { guid: 'b2', name: 'Bomb', comment: '', imageUrl: url(bomb) },
    ]);
    const sizes = embeddedSizes(pdf);
    expect(sizes.length).toBe(2);
    for (const [width, height] of sizes) {
      expect(width).toBeLessThanOrEqual(PRINT_PIXELS.width);
      expect(height).toBeLessThanOrEqual(PRINT_PIXELS.height);
    }
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(flat(text)).toContain('Picture — see it on the online card');
  });
});
