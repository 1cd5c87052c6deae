// `npm test`: install what is missing (Debian's Chromium included), then run every test: typecheck,
// lint, unit, API on PGlite and on the PostgreSQL server at 127.0.0.1:5432, and end-to-end in Chromium.
// Every step runs even after a failure so one run shows everything; the exit code says if any failed.
// Steps that use different resources run at the same time (decision 126).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureNginx, portAnswers, root, run, say } from './lib.mjs';

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

/** Runs a command in the repo root with its output into a file; answers the exit code. */
function runToFile(command, args, env, file) {
  return new Promise((resolve, reject) => {
    const out = openSync(file, 'w');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(out);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs steps at the same time; each one's output goes to a file and is printed whole when it ends,
 * so two steps' lines never interleave. A step's `after` runs once it has ended (reads its report).
 */
async function together(...steps) {
  const phase = Date.now();
  await Promise.all(
    steps.map(async ({ name, command, args, env, after }, i) => {
      const file = join(reports, `step-${times.length}-${i}.log`);
      const begin = Date.now();
      const code = await runToFile(command, args, env, file);
      times.push([name, Date.now() - begin]);
      say(`${name} (${seconds(Date.now() - begin)})`);
      process.stdout.write(readFileSync(file));
      if (code !== 0) failed.push(name);
      after?.();
    }),
  );
  if (steps.length > 1) times.push([`  together: ${steps.map((s) => s.name.split(' (')[0]).join(' | ')}`, Date.now() - phase]);
}

/** A vitest run as a step for together(): its JSON report adds to the counts. */
function vitestStep(name, file, args, env) {
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
    after: () => addVitest(file),
  };
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

timed('Dependencies', ensureDependencies);
const haveChromium = timed('Chromium', ensureChromium);
const haveNginx = timed('nginx', ensureNginx);

// One after another: side by side on two cores these three took 74 s against about 52 s in turn
// (decision 126).
const pgUrl = process.env.TEST_PG_URL ?? `postgres://postgres@${pgHost}:${pgPort}/postgres`;
const buildName = 'Build (web app and server, once, for the browser tests)';
step('Typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('Lint (eslint, knip, circular imports)', 'npm', ['run', '--silent', 'lint']);
// The API tests' child servers run this bundle, as production does (decision 129).
const bundle = step(buildName, 'npm', ['run', 'build']) === 0 ? { TEST_SERVER_JS: 'apps/server/dist/server.js' } : {};

// Each vitest run has one worker on two cores (cores − 1). The PGlite run is bound by its WebAssembly
// database inside that worker; the PostgreSQL run waits on the server's processes much of the time.
// Side by side they share both cores. The unit tests (domain, web) touch no database, so which run
// carries them is moot: they ride with the PostgreSQL run, which has fewer server files (decision
// 127); with the web tests sharing one jsdom (decision 128) the two runs end close together.
const pgliteName = 'API tests on embedded PGlite';
const pgliteFile = join(reports, 'vitest-pglite.json');
if (await portAnswers(pgHost, pgPort)) {
  await together(
    vitestStep(pgliteName, pgliteFile, ['--project', 'server'], { TEST_DB: 'pglite', ...bundle }),
    vitestStep(
      'Unit tests, and API tests on PostgreSQL (a fresh database, dropped afterwards)',
      join(reports, 'vitest-pg.json'),
      [],
      { TEST_DB: 'postgres', TEST_PG_URL: pgUrl, ...bundle },
    ),
  );
} else {
  await together(vitestStep(`Unit tests and ${pgliteName}`, pgliteFile, [], { TEST_DB: 'pglite', ...bundle }));
  say(`No PostgreSQL server answers on ${pgHost}:${pgPort}: the API tests ran on PGlite only.`);
}

// Three servers behind nginx on one PostgreSQL and one Redis, one SIGKILLed and one SIGTERMed under
// load (decision 118). Alone, since it loads the machine; it says it skipped when PostgreSQL or Redis
// does not answer.
if (haveNginx) {
  vitest('Three servers behind nginx (PostgreSQL, Redis; one killed, one stopped mid-load)', join(reports, 'vitest-multi.json'), ['--config', 'apps/server/test/multi-server/vitest.config.ts'], {
    TEST_PG_URL: pgUrl,
  });
} else {
  failed.push('Multi-server test (no nginx)');
}

if (failed.includes(buildName)) {
  failed.push('End-to-end tests (the build failed)');
} else if (haveChromium) {
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
