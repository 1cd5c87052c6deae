import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The bundle budget check (scripts/check-bundle-budget.mjs, decision 169) run on a made-up build:
// it must pass within budget and fail the build when a route's gzip or brotli bytes grow past it.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'gg-budget-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A build whose landing route loads an entry (with gzip and brotli copies) and one small chunk (none). */
function build(name: string): string {
  const dist = path.join(work, name, 'web');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(`${dist}-ssr`, { recursive: true });
  writeFileSync(path.join(dist, 'assets/index.js'), 'x'.repeat(40 * 1024));
  writeFileSync(path.join(dist, 'assets/index.js.gz'), 'x'.repeat(10 * 1024));
  writeFileSync(path.join(dist, 'assets/index.js.br'), 'x'.repeat(8 * 1024));
  writeFileSync(path.join(dist, 'assets/landing.js'), 'x'.repeat(900));
  writeFileSync(path.join(`${dist}-ssr`, 'route-scripts.json'), JSON.stringify({ landing: ['assets/index.js', 'assets/landing.js'] }));
  return dist;
}

function check(dist: string, routes: Record<string, { gzipKB: number; brotliKB: number; files?: number }>) {
  const budgetFile = path.join(path.dirname(dist), 'budget.json');
  writeFileSync(budgetFile, JSON.stringify({ routes }));
  const result = spawnSync(process.execPath, ['scripts/check-bundle-budget.mjs', dist], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, BUNDLE_BUDGET_FILE: budgetFile },
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

describe('the bundle budget check', () => {
  it('passes a build within its budgets, weighing the compressed copy or, without one, the file', () => {
    // gzip 10 KB + 0.9 KB, brotli 8 KB + 0.9 KB.
    const { code, out } = check(build('within'), { landing: { gzipKB: 11, brotliKB: 9 } });
    expect(out).toMatch(/landing\s+2 \(-\)\s+10\.9 KB \(11 KB\)\s+8\.9 KB \(9 KB\)/);
    expect(code).toBe(0);
  });

  it('fails when the gzip bytes grow past the budget', () => {
    const { code, out } = check(build('gzip'), { landing: { gzipKB: 10.5, brotliKB: 9 } });
    expect(code).toBe(1);
    expect(out).toContain('landing: 10.9 KB gzip, over its 10.5 KB');
  });

  it('fails when the brotli bytes grow past the budget', () => {
    const { code, out } = check(build('brotli'), { landing: { gzipKB: 11, brotliKB: 8.5 } });
    expect(code).toBe(1);
    expect(out).toContain('landing: 8.9 KB brotli, over its 8.5 KB');
  });

  it('fails when a route asks for more files than its budget (decision 180)', () => {
    const { code, out } = check(build('files'), { landing: { gzipKB: 11, brotliKB: 9, files: 1 } });
    expect(code).toBe(1);
    expect(out).toContain('landing: 2 files, over its 1');
    expect(check(build('files-within'), { landing: { gzipKB: 11, brotliKB: 9, files: 2 } }).code).toBe(0);
  });

  it('fails for a route without a budget and for a budget whose route was not built', () => {
    const { code, out } = check(build('unlisted'), { sign: { gzipKB: 100, brotliKB: 100 } });
    expect(code).toBe(1);
    expect(out).toContain('landing: no budget');
    expect(out).toContain('sign: budgeted but not built');
  });

  it('fails when a contributor route loads zod, found through the source maps (decision 175)', () => {
    const dist = build('zod');
    writeFileSync(path.join(dist, 'assets/landing.js.map'), JSON.stringify({ version: 3, sources: ['../../src/main.tsx', '../../../../node_modules/zod/v4/core/schemas.js'], mappings: '' }));
    const { code, out } = check(dist, { landing: { gzipKB: 11, brotliKB: 9 } });
    expect(code).toBe(1);
    expect(out).toContain('landing: assets/landing.js loads zod, which no contributor route may');
  });
});
