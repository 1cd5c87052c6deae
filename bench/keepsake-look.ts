/**
 * The keepsake of a card like the demo's (decision 152), to look at: a farewell with twelve messages,
 * some with a photo, a drawing or an animated GIF, one long letter, one in Chinese, emoji. Writes
 * the PDF and, when poppler's `pdftoppm` is installed, one PNG per page beside it.
 *
 *   npx tsx bench/keepsake-look.ts [out-dir]        (default: a new folder under the system's tmp)
 *
 * Only for people: the tests check the keepsake's contents; this shows how it looks.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepsakeCoverPng } from '../apps/server/src/services/keepsake/keepsake-cover';
import { picturesFromUploads } from '../apps/server/src/services/keepsake/keepsake-pictures';
import type { KeepsakeMessage } from '../apps/server/src/services/keepsake/keepsake-source';
import { writeKeepsake } from '../apps/server/src/services/keepsake/write-keepsake';
import { fileObjectStore } from '../apps/server/src/services/storage/file-object-store';
import { makeAnimatedGif, makeJpeg, makePng } from '../apps/server/test/keepsake-pictures';

const LONG = [
  'Sarah, where do I even start? When I joined nine years ago you were the one who showed me where the good coffee was hidden, and the one who told me, kindly, that my first report was three times longer than it needed to be.',
  'You taught half this office how to write a brief, and the other half how to say no to a meeting. The Friday cakes were legendary, the lemon drizzle most of all, and I still do not believe you when you say it was a packet mix.',
  'Melbourne is lucky to have you. Send photos of the new flat, the trams and the flat whites, and come back to visit whenever you can: there will always be a desk and a slice of cake here for you.',
].join('\n\n');

async function main() {
  const out = process.argv[2] ?? (await mkdtemp(join(tmpdir(), 'gg-keepsake-look-')));
  await mkdir(join(out, 'uploads'), { recursive: true });
  const pictures: Record<string, Buffer> = {
    'aaaaaaaa-0000-4000-8000-000000000001.jpg': makeJpeg(1200, 900, 1),
    'aaaaaaaa-0000-4000-8000-000000000002.png': makePng(600, 600, 2),
    'aaaaaaaa-0000-4000-8000-000000000003.gif': await makeAnimatedGif(),
    'aaaaaaaa-0000-4000-8000-000000000004.jpg': makeJpeg(700, 1000, 3),
  };
  for (const [name, bytes] of Object.entries(pictures)) await writeFile(join(out, 'uploads', name), bytes);
  const url = (n: number, ext: string) => `/api/groupcard/images/aaaaaaaa-0000-4000-8000-00000000000${n}.${ext}`;
  const messages: KeepsakeMessage[] = [
    { guid: '1', name: 'Priya Natarajan', comment: 'Good luck in Melbourne! We will miss you so much.', imageUrl: url(1, 'jpg') },
    { guid: '2', name: 'Tom Becker', comment: 'Best boss ever. Thanks for every chance you gave me.', imageUrl: null },
    { guid: '3', name: 'Mei Chen 陈美', comment: '祝你在墨尔本一切顺利！我们会想念你的。Thank you for everything 🎉', imageUrl: null },
    { guid: '4', name: 'Sam Lee', comment: 'A little sunshine for the road', imageUrl: url(3, 'gif') },
    { guid: '5', name: 'Olena Koval', comment: 'Дякую за все, Sarah! Keep in touch.', imageUrl: url(2, 'png') },
    { guid: '6', name: 'Jordan Ellis', comment: LONG, imageUrl: null },
    { guid: '7', name: 'Aroha Ngata', comment: 'Kia kaha, Sarah. The team will not be the same without your laugh.', imageUrl: null },
    { guid: '8', name: 'Ben Okafor', comment: 'Who will fix the printer now?', imageUrl: url(4, 'jpg') },
    { guid: '9', name: 'Lucía Fernández', comment: '¡Mucha suerte en esta nueva aventura! Un abrazo enorme.', imageUrl: null },
    { guid: '10', name: 'Hannah Schmidt', comment: 'Nine years of Friday cakes: we owe you about four hundred slices. ☕🍰', imageUrl: '/picture-library/cake.svg' },
    { guid: '11', name: 'Raj Patel', comment: 'Congratulations on the move, and thank you for being such a generous mentor.', imageUrl: null },
    { guid: '12', name: 'Chloé Martin', comment: 'Bon voyage !', imageUrl: null },
  ];
  const card = {
    title: 'Farewell Sarah',
    recipientName: 'Sarah Mitchell',
    market: (process.env.KEEPSAKE_MARKET === 'US' ? 'US' : 'AU') as 'AU' | 'US',
    cover: { title: 'So long, Sarah!', description: 'Nine years of Friday cakes.', imageUrl: null },
    coverPng: await keepsakeCoverPng(
      { collectionGuid: 'aaaaaaaa-0000-4000-8000-00000000c0fe', className: 'farewell-navy', coverTitle: 'So long, Sarah!', collectionTitle: 'Farewell Sarah', recipientName: 'Sarah Mitchell', occasion: null, imageUrl: null },
      null,
    ),
  };
  const pdf = join(out, 'keepsake.pdf');
  await writeKeepsake(
    { card: async () => card, messages: async function* () { yield* messages; } },
    createWriteStream(pdf),
    { readPicture: picturesFromUploads({ store: fileObjectStore(out), folder: 'uploads' }) },
  );
  console.log(pdf);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(out, 'page')]);
    console.log(`pages: ${join(out, 'page')}-*.png`);
  } catch {
    console.log('pdftoppm is not installed: no PNG pages');
  }
}

await main();
