import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Under tsx this file is src/db/migrations-folder.ts (migrations in ../../drizzle); bundled, the
// code is dist/server.js and build.mjs copies the folder to dist/drizzle.
export function findMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'drizzle'), join(here, '..', 'drizzle'), join(here, '..', '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}
