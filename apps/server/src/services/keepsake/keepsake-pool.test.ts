import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { keepsakePool } from './keepsake-pool';
import type { KeepsakeTask } from './keepsake-task';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gg-keepsake-pool-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const task = (n: number): KeepsakeTask => ({
  card: {
    title: 'Farewell Sarah',
    recipientName: 'Sarah Mitchell',
    market: 'AU',
    cover: { title: 'So long', description: '', imageUrl: null },
    coverPng: null,
  },
  messages: [{ guid: `m${n}`, name: 'Priya', comment: `Message ${n}`, imageUrl: null }],
  storage: { kind: 'files' },
  dataDir: dir,
  outPath: join(dir, `keepsake-${n}.pdf`),
});

describe('the keepsake worker pool (decision 134)', () => {
  it('writes a keepsake in a worker thread, from the TypeScript source under the test runner', async () => {
    const pool = keepsakePool({ workers: 1, maxQueue: 4 });
    try {
      const { bytes } = await pool.run(task(1));
      const pdf = await readFile(join(dir, 'keepsake-1.pdf'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes).toBe(pdf.length);
    } finally {
      await pool.close();
    }
  });

  it('answers 503 for keepsakes past its queue rather than holding them all', async () => {
    const pool = keepsakePool({ workers: 1, maxQueue: 1 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => pool.run(task(10 + i))));
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as unknown);
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(AppError);
        expect(reason).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
      }
    } finally {
      await pool.close();
    }
  });
});
