/**
 * The keepsake PDF (issue 14, decision 107): how long the server takes to write the PDF of a card of
 * 100 and of 500 messages, each with a picture (1200×900 JPEGs of about 150 KB and an 800×600 PNG,
 * a few files on disk reused as stored uploads are), and how much memory it holds while doing so.
 * Each size runs in a fresh process, so one run's heap does not colour the other's figures.
 *
 *   npx tsx bench/keepsake.ts                  (BENCH_KEEPSAKE_SIZES=100,500; BENCH_KEEPSAKE_OUT=file.pdf keeps the last PDF)
 *
 * The PDF is written to a stream that takes bytes as fast as they come (a fast download), then once
 * more for the largest size to a reader that takes each chunk a millisecond late (a slow download),
 * where memory would grow if the writer did not wait for it. Messages come a page of 50 at a time,
 * as the route reads them.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { picturesFromUploads } from '../apps/server/src/services/keepsake/keepsake-pictures';
import { fileObjectStore } from '../apps/server/src/services/storage/file-object-store';
import type { KeepsakeMessage, KeepsakeSource } from '../apps/server/src/services/keepsake/keepsake-source';
import { writeKeepsake } from '../apps/server/src/services/keepsake/write-keepsake';
import { makeJpeg, makePng } from '../apps/server/test/keepsake-pictures';

const SIZES = (process.env.BENCH_KEEPSAKE_SIZES ?? '100,500').split(',').map(Number);
const TARGET_MS = 10_000;
const PAGE = 50;

const LINES = [
  'Congratulations on the new role! We will miss your Friday cake runs and your terrible puns.',
  'Thank you for everything you have done for the team over the years.',
  'Дякую за все! 谢谢 🎉 Good luck with the next adventure.',
  'You made every Monday better. Keep in touch, and send photos of the new garden!',
];

type Result = {
  messages: number;
  slow: boolean;
  ms: number;
  peakRssMb: number;
  peakHeapMb: number;
  baseRssMb: number;
  pdfMb: number;
};

/** `slow`: the reader takes each chunk a millisecond later, a download slower than the writer. */
async function child(count: number, slow: boolean): Promise<Result> {
  const dir = await mkdtemp(join(tmpdir(), 'gg-bench-keepsake-'));
  try {
    const names: string[] = [];
    // Laid out as the app stores uploads: DATA_DIR/uploads/<name>.
    await mkdir(join(dir, 'uploads'));
    for (let i = 0; i < 4; i += 1) {
      const name = `${randomUUID()}.${i === 3 ? 'png' : 'jpg'}`;
      await writeFile(join(dir, 'uploads', name), i === 3 ? makePng(800, 600, i) : makeJpeg(1200, 900, i + 1));
      names.push(name);
    }
    const source: KeepsakeSource = {
      card: async () => ({
        title: 'Farewell Sarah',
        recipientName: 'Sarah Mitchell',
        market: 'AU',
        coverPng: null,
        cover: {
          title: 'So long, Sarah!',
          description: 'Nine years of Friday cakes.',
          imageUrl: `/api/groupcard/images/${names[0]}`,
        },
      }),
      async *messages() {
        // Pages of 50, made when asked for, like the repository's keyset reads.
        for (let from = 0; from < count; from += PAGE) {
          const page: KeepsakeMessage[] = [];
          for (let i = from; i < Math.min(count, from + PAGE); i += 1) {
            page.push({
              guid: randomUUID(),
              name: `Colleague ${i + 1}`,
              comment: `${LINES[i % LINES.length]} ${LINES[(i + 1) % LINES.length]}`,
              imageUrl: `/api/groupcard/images/${names[i % names.length]}`,
            });
          }
          await new Promise((resolve) => setImmediate(resolve));
          yield* page;
        }
      },
    };
    globalThis.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const timer = setInterval(sample, 10);
    let bytes = 0;
    const file = process.env.BENCH_KEEPSAKE_OUT ? createWriteStream(process.env.BENCH_KEEPSAKE_OUT) : null;
    const out =
      file ??
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (slow) setTimeout(done, 1);
          else done();
        },
      });
    const started = performance.now();
    await writeKeepsake(source, out, { readPicture: picturesFromUploads({ store: fileObjectStore(dir), folder: 'uploads' }) });
    const ms = performance.now() - started;
    clearInterval(timer);
    sample();
    if (file) bytes = file.bytesWritten;
    const mb = (n: number) => n / 1024 / 1024;
    return {
      messages: count,
      slow,
      ms,
      peakRssMb: mb(peakRss),
      peakHeapMb: mb(peakHeap),
      baseRssMb: mb(baseRss),
      pdfMb: mb(bytes),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  const result = await child(Number(process.argv[childIndex + 1]), process.argv[childIndex + 2] === 'slow');
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const run = (size: number, slow: boolean): Result => {
    const args = [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--child',
      String(size),
      slow ? 'slow' : 'fast',
    ];
    const output = execFileSync(process.execPath, args, { encoding: 'utf8' });
    return JSON.parse(output.trim().split('\n').at(-1)!) as Result;
  };
  const results = SIZES.map((size) => run(size, false));
  // The case the memory bound is for: a download slower than the writer.
  const slowRun = run(SIZES.at(-1)!, true);
  for (const r of [...results, slowRun]) {
    const how = r.slow ? `, slow reader at ${(r.pdfMb / (r.ms / 1000)).toFixed(0)} MB/s` : '';
    console.log(
      `keepsake ${String(r.messages).padStart(4)} messages with pictures${how}  ${r.ms.toFixed(0).padStart(6)} ms  ` +
        `peak RSS ${r.peakRssMb.toFixed(0).padStart(4)} MB (at start ${r.baseRssMb.toFixed(0)} MB)  peak heap ${r.peakHeapMb.toFixed(0).padStart(4)} MB  PDF ${r.pdfMb.toFixed(1)} MB`,
    );
  }
  const first = results[0]!;
  const last = results.at(-1)!;
  if (results.length > 1) {
    console.log(
      `peak RSS ${last.messages} / ${first.messages} messages: ${(last.peakRssMb / first.peakRssMb).toFixed(2)}× for ${(last.messages / first.messages).toFixed(0)}× the messages`,
    );
  }
  const over = results.filter((r) => r.messages <= 500 && r.ms > TARGET_MS);
  console.log(
    over.length
      ? `OVER TARGET: more than ${TARGET_MS} ms for up to 500 messages`
      : `within target: under ${TARGET_MS} ms for up to 500 messages`,
  );
}
