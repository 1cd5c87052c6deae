// `npm test`: install what is missing (Debian's Chromium included), then run every test: typecheck,
// lint, unit, API on PGlite and on the PostgreSQL server at 127.0.0.1:5432, and end-to-end in Chromium.
// Every step runs even after a failure so one run shows everything; the exit code says if any failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureNginx, mustRun, portAnswers, run, say } from './lib.mjs';

const pgHost = '127.0.0.1';
const pgPort = 5432;
const reports = mkdtempSync(join(tmpdir(), 'groupgift-test-'));
const failed = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// Each step's wall-clock time, printed at the end so a slow step shows (decision 120).
const started = Date.now();
const times = [];

function timed(name, action) {
  const begin = Date.now();
  const result = action();
  times.push([name, Date.now() - begin]);
  return result;
}

function step(name, command, args, env) {
  say(name);
  const code = timed(name, () => run(command, args, env));
  if (code !== 0) failed.push(name);
  return code;
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

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

timed('Dependencies', ensureDependencies);
const haveChromium = timed('Chromium', ensureChromium);
const haveNginx = timed('nginx', ensureNginx);

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

// Three servers behind nginx on one PostgreSQL and one Redis, one SIGKILLed and one SIGTERMed under
// load (decision 118). Alone, since it loads the machine; it says it skipped when PostgreSQL or Redis
// does not answer.
if (haveNginx) {
  vitest('Three servers behind nginx (PostgreSQL, Redis; one killed, one stopped mid-load)', join(reports, 'vitest-multi.json'), ['--config', 'apps/server/test/multi-server/vitest.config.ts'], {
    TEST_PG_URL: process.env.TEST_PG_URL ?? `postgres://postgres@${pgHost}:${pgPort}/postgres`,
  });
} else {
  failed.push('Multi-server test (no nginx)');
}

say('Building the web app and the server for the browser tests');
timed('Build (web app and server, once)', () => mustRun('npm', ['run', 'build']));

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
for (const [name, ms] of times) console.log(`${name}: ${seconds(ms)}`);
console.log(`Total: ${seconds(Date.now() - started)}`);
if (failed.length > 0) console.log(`Failed steps: ${failed.join('; ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
