import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * Which server test files depend on the database under test (TEST_DB). A test reaches it only through
 * test/test-database.ts (the migrated template is known to it alone), test/test-db-env.ts (a
 * database of its own on the test server) or by reading TEST_DB itself: a file whose relative
 * imports, followed through every module, reach none of these runs the same whatever TEST_DB says.
 * The PostgreSQL run takes only the files that do, so the database-free ones (templates, providers'
 * adapters, the writer…) run once, in the PGlite run (decision 127).
 * Following imports errs one way only: a file is left out of the PostgreSQL run only when no chain
 * of imports from it reaches a database helper.
 */

const MARKERS = ['test/test-database.ts', 'test/test-db-env.ts'];
const READS_TEST_DB = /process\.env\.TEST_DB/;
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, '.ts'),
    join(base, 'index.ts'),
  ];
  return candidates.find((file) => file.endsWith('.ts') && existsSync(file));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

/** The test files under `root` (apps/server) that reach a database, as paths relative to it. */
export function databaseTestFiles(root: string): string[] {
  const markers = new Set(MARKERS.map((m) => join(root, m)));
  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let found = imports.get(file);
    if (!found) {
      const text = readFileSync(file, 'utf8');
      if (READS_TEST_DB.test(text)) markers.add(file);
      found = [...text.matchAll(IMPORT)].flatMap((m) => resolveModule(file, m[1]!) ?? []);
      imports.set(file, found);
    }
    return found;
  };
  // A walk of its own for each test file: a shared answer computed inside an import cycle could be wrong.
  const reachesDatabase = (test: string): boolean => {
    const seen = new Set<string>([test]);
    const queue = [test];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const imported = importsOf(file); // reads the file, and marks it when it reads TEST_DB
      if (markers.has(file)) return true;
      for (const next of imported) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  };
  return [...testFiles(join(root, 'src')), ...testFiles(join(root, 'test'))]
    .filter(reachesDatabase)
    .map((file) => relative(root, file));
}
