// `npm test`: install what is missing (Debian's Chromium included), then run every test: typecheck,
// lint, unit, API on PGlite and on the PostgreSQL server at 127.0.0.1:5432, and end-to-end in Chromium.
// Every step runs even after a failure so one run shows everything; the exit code says if any failed.
// Steps that use different resources run at the same time, in lanes (decisions 126 and 131).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium, ensureDependencies, ensureNginx, portAnswers, root, run, say } from './lib.mjs';

const pgHost = '127.0.0.1';
const pgPort = 5432;
const reports = mkdtempSync(join(tmpdir(), 'groupgift-test-'));
const failed = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// Each step's wall-clock time, printed at the end so a slow step shows (decision 120).
const started = Date.now();
const times = [];
const slowest = [];

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

/** Runs one step with its output into a file, printed whole when it ends so lanes never interleave. */
async function runStep({ name, command, args, env, after }) {
  const file = join(reports, `step-${times.length}-${name.replace(/\W+/g, '-').slice(0, 40)}.log`);
  const begin = Date.now();
  const code = await runToFile(command, args, env, file);
  times.push([name, Date.now() - begin]);
  say(`${name} (${seconds(Date.now() - begin)})`);
  process.stdout.write(readFileSync(file));
  if (code !== 0) failed.push(name);
  after?.();
}

/**
 * Runs lanes at the same time; a lane is a step or a list of steps run one after another. Steps
 * that mostly wait (on a database server, on timers) or use one core share the machine with steps
 * that use both, so that neither core idles (decision 131).
 */
async function together(...lanes) {
  const phase = Date.now();
  const busy = machineBusy();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const s of Array.isArray(lane) ? lane : [lane]) await runStep(s);
    }),
  );
  const names = lanes.flat().map((s) => s.name.split(' (')[0]);
  times.push([`  together: ${names.join(' | ')}${busy()}`, Date.now() - phase]);
}

/**
 * How busy the machine's cores were since this was called, for the timings (Linux only): a lane
 * that leaves a core idle shows here.
 */
function machineBusy() {
  const read = () => {
    try {
      const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
      const idle = ticks[3] + ticks[4];
      return { idle, total: ticks.reduce((a, b) => a + b, 0) };
    } catch {
      return undefined;
    }
  };
  const start = read();
  return () => {
    const end = read();
    if (!start || !end || end.total === start.total) return '';
    return ` (${Math.round((100 * (1 - (end.idle - start.idle) / (end.total - start.total))))} % busy)`;
  };
}

/** A vitest run as a step for together(): its JSON report adds to the counts. */
function vitestStep(name, file, args, env) {
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
    after: () => addVitest(file, name),
  };
}

function addVitest(file, name) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
  slowest.push(...slowestVitest(r, name));
}

/**
 * A vitest run's slowest files and tests, printed at the end beside the browser tests' (decision
 * 178): a few load tests (a thousand requests at once, ten thousand queued mails, a server killed
 * and restarted) take minutes, and a new one shows here first.
 */
function slowestVitest(report, name, count = 10) {
  const files = [];
  const tests = [];
  for (const f of report.testResults ?? []) {
    const path = relative(root, f.name);
    files.push([(f.endTime ?? 0) - (f.startTime ?? 0), `${path} (${f.assertionResults?.length ?? 0} tests)`]);
    for (const t of f.assertionResults ?? []) tests.push([t.duration ?? 0, `${path}: ${t.title}`]);
  }
  const top = (rows) => rows.sort((a, b) => b[0] - a[0]).slice(0, count).map(([ms, what]) => `  ${seconds(ms)} ${what}`);
  const title = name.split(' (')[0];
  return [`${title}: the slowest files:`, ...top(files), `${title}: the slowest tests:`, ...top(tests)];
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  slowest.push(...slowestTests(report));
}

/** The browser tests that took longest, printed at the end so the next cut is chosen on figures. */
function slowestTests(report, count = 15) {
  const rows = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const ms = t.results.reduce((sum, r) => sum + r.duration, 0);
        rows.push([ms, `${t.projectName} ${spec.file}: ${spec.title}`]);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const total = rows.reduce((sum, [ms]) => sum + ms, 0);
  rows.sort((a, b) => b[0] - a[0]);
  return [`Browser tests: ${rows.length} runs, ${seconds(total)} of test time; the slowest:`, ...rows.slice(0, count).map(([ms, name]) => `  ${seconds(ms)} ${name}`)];
}

timed('Dependencies', ensureDependencies);
const haveChromium = timed('Chromium', ensureChromium);
const haveNginx = timed('nginx', ensureNginx);

const pgUrl = process.env.TEST_PG_URL ?? `postgres://postgres@${pgHost}:${pgPort}/postgres`;
const buildName = 'Build (web app and server, once, for the API and browser tests)';
// The API tests' child servers and the browser tests run this bundle, as production does (decision 129).
const bundle = step(buildName, 'npm', ['run', 'build']) === 0 ? { TEST_SERVER_JS: 'apps/server/dist/server.js' } : {};
// Each contributor route's JavaScript over the wire against its budget (decision 169): a second's
// work on the build just written, so a route that grows fails the run.
if (!failed.includes(buildName)) step('Bundle budget (contributor routes, gzip and brotli)', 'node', ['scripts/check-bundle-budget.mjs']);

// The two vitest runs have one worker each (cores − 1). The PGlite run is bound by its WebAssembly
// database inside that worker; the PostgreSQL run waits on the server's processes much of the time,
// so together they left a quarter of two cores idle: typecheck and lint (one core each, mostly) fill
// it (decision 131). The unit tests (domain, web) touch no database, so they ride with the
// PostgreSQL run, which has fewer server files (decision 127).
const checks = [
  { name: 'Typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'Lint (eslint, knip, circular imports)', command: 'npm', args: ['run', '--silent', 'lint'] },
];
const pgliteName = 'API tests on embedded PGlite';
const pgliteFile = join(reports, 'vitest-pglite.json');
const havePostgres = await portAnswers(pgHost, pgPort);
if (havePostgres) {
  await together(
    vitestStep(pgliteName, pgliteFile, ['--project', 'server'], { TEST_DB: 'pglite', ...bundle }),
    vitestStep(
      'Unit tests, and API tests on PostgreSQL (a fresh database, dropped afterwards)',
      join(reports, 'vitest-pg.json'),
      [],
      { TEST_DB: 'postgres', TEST_PG_URL: pgUrl, ...bundle },
    ),
    checks,
  );
} else {
  await together(vitestStep(`Unit tests and ${pgliteName}`, pgliteFile, [], { TEST_DB: 'pglite', ...bundle }), checks);
  say(`No PostgreSQL server answers on ${pgHost}:${pgPort}: the API tests ran on PGlite only.`);
}

// The browser tests, and beside them the three servers behind nginx on one PostgreSQL and one Redis,
// one SIGKILLed and one SIGTERMed under load (decision 118): that test waits on its servers and
// timers two thirds of the time, so it costs the browser tests little (decision 131). It says it
// skipped when PostgreSQL or Redis does not answer.
const lanes = [];
if (failed.includes(buildName)) {
  failed.push('End-to-end tests (the build failed)');
} else if (haveChromium) {
  const file = join(reports, 'playwright.json');
  lanes.push({
    name: 'End-to-end tests in Chromium',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, TEST_PG_URL: pgUrl },
    after: () => addPlaywright(file),
  });
} else {
  failed.push('End-to-end tests (no Chromium)');
}
if (haveNginx) {
  lanes.push(
    vitestStep('Three servers behind nginx (PostgreSQL, Redis; one killed, one stopped mid-load)', join(reports, 'vitest-multi.json'), ['--config', 'apps/server/test/multi-server/vitest.config.ts'], {
      TEST_PG_URL: pgUrl,
    }),
  );
} else {
  failed.push('Multi-server test (no nginx)');
}
await together(...lanes);

rmSync(reports, { recursive: true, force: true });
console.log('');
for (const line of slowest) console.log(line);
for (const [name, ms] of times) console.log(`${name}: ${seconds(ms)}`);
console.log(`Total: ${seconds(Date.now() - started)}`);
if (failed.length > 0) console.log(`Failed steps: ${failed.join('; ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
