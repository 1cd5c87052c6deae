// `npm test`: install what is missing (Debian's Chromium included), then run every test: typecheck,
// lint, unit, API on PGlite and on the PostgreSQL server at 127.0.0.1:5432, and end-to-end in Chromium.
// Every step runs even after a failure so one run shows everything; the exit code says if any failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, mustRun, portAnswers, run, say } from './lib.mjs';

const pgHost = '127.0.0.1';
const pgPort = 5432;
const reports = mkdtempSync(join(tmpdir(), 'groupgift-test-'));
const failed = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args, env) {
  say(name);
  const code = run(command, args, env);
  if (code !== 0) failed.push(name);
  return code;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

function vitest(name, file, args, env) {
  step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  addVitest(file);
}

ensureDependencies();
const haveChromium = ensureChromium();

step('Typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('Lint (eslint, knip, circular imports)', 'npm', ['run', '--silent', 'lint']);

vitest('Unit and API tests (API on embedded PGlite)', join(reports, 'vitest-pglite.json'), [], { TEST_DB: 'pglite' });

if (await portAnswers(pgHost, pgPort)) {
  vitest('API tests on PostgreSQL (a fresh database, dropped afterwards)', join(reports, 'vitest-pg.json'), ['--project', 'server'], {
    TEST_DB: 'postgres',
    TEST_PG_URL: process.env.TEST_PG_URL ?? `postgres://postgres@${pgHost}:${pgPort}/postgres`,
  });
} else {
  say(`No PostgreSQL server answers on ${pgHost}:${pgPort}: the API tests ran on PGlite only.`);
}

say('Building the web app and the server for the browser tests');
mustRun('npm', ['run', 'build']);

if (haveChromium) {
  const file = join(reports, 'playwright.json');
  step('End-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  addPlaywright(file);
} else {
  failed.push('End-to-end tests (no Chromium)');
}

rmSync(reports, { recursive: true, force: true });
console.log('');
if (failed.length > 0) console.log(`Failed steps: ${failed.join('; ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
