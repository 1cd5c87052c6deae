// The bundle budget (issue 34, decision 169): fails when a contributor route's JavaScript over the
// wire grows past its budget, gzip (what a browser gets on plain http, as Lighthouse measures) and
// brotli (what it gets on https). Each route's scripts are the entry and the route's chunks with
// everything they import statically, as the build wrote them (apps/web/ssr-build.ts); each file
// weighs what the server sends: its precompressed copy (apps/web/precompress.ts) or, when none was
// written (small files), the file itself.
// Usage, after the web build: node scripts/check-bundle-budget.mjs [webDistDir]
// The budgets are apps/web/bundle-budget.json; raise one only with the reason in the commit.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { root } from './lib.mjs';

const dist = process.argv[2] ?? process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const scriptsFile = join(dirname(dist), `${basename(dist)}-ssr`, 'route-scripts.json');
// BUNDLE_BUDGET_FILE lets the check's own test weigh a made-up build against made-up budgets.
const budgetFile = process.env.BUNDLE_BUDGET_FILE ?? join(root, 'apps/web/bundle-budget.json');

/** The bytes the server sends for one file in this encoding. */
function wireBytes(file, suffix) {
  const path = join(dist, file);
  return existsSync(`${path}${suffix}`) ? statSync(`${path}${suffix}`).size : statSync(path).size;
}

// Libraries no contributor route may load: the routes check answers with validators generated from
// the zod contract (decision 175). Found through each file's hidden source map.
const NOT_ON_CONTRIBUTOR_ROUTES = ['zod'];

/** The forbidden libraries one file was built from. */
function forbiddenIn(file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return NOT_ON_CONTRIBUTOR_ROUTES.filter((name) => sources.some((source) => source.includes(`node_modules/${name}/`)));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(scriptsFile)) {
  console.error(`No ${scriptsFile}: build the web app first (npm run build -w apps/web).`);
  process.exit(1);
}
const scripts = JSON.parse(readFileSync(scriptsFile, 'utf8'));
const { routes: budgets } = JSON.parse(readFileSync(budgetFile, 'utf8'));
const over = [];
console.log('route              files (budget)   gzip (budget)          brotli (budget)');
for (const [route, files] of Object.entries(scripts)) {
  const gzip = files.reduce((sum, file) => sum + wireBytes(file, '.gz'), 0);
  const brotli = files.reduce((sum, file) => sum + wireBytes(file, '.br'), 0);
  const budget = budgets[route];
  for (const file of files) for (const name of forbiddenIn(file)) over.push(`${route}: ${file} loads ${name}, which no contributor route may (decision 175)`);
  if (!budget) over.push(`${route}: no budget in apps/web/bundle-budget.json`);
  else {
    if (gzip > budget.gzipKB * 1024) over.push(`${route}: ${kb(gzip)} gzip, over its ${budget.gzipKB} KB`);
    if (brotli > budget.brotliKB * 1024) over.push(`${route}: ${kb(brotli)} brotli, over its ${budget.brotliKB} KB`);
    // Each file is a request the page starts on its main thread before it can hydrate (decision 180).
    if (budget.files !== undefined && files.length > budget.files) over.push(`${route}: ${files.length} files, over its ${budget.files}`);
  }
  console.log(
    `${route.padEnd(18)} ${String(files.length).padStart(5)} (${budget?.files ?? '-'})   ${kb(gzip).padStart(9)} (${budget?.gzipKB ?? '-'} KB)   ${kb(brotli).padStart(9)} (${budget?.brotliKB ?? '-'} KB)`,
  );
}
for (const route of Object.keys(budgets)) if (!scripts[route]) over.push(`${route}: budgeted but not built (apps/web/ssr-build.ts CONTRIBUTOR_ROUTES)`);
if (over.length > 0) {
  console.error(`Over the bundle budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('Every contributor route is within its JavaScript budget.');
