import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/client';

// A test database is opened once per worker and put back to the seeded template between test files,
// rather than loaded or cloned afresh for each file (decision 130): the template's rows are copied
// into a schema of their own once, and a function written from the catalogue puts them back.
const SNAPSHOT = 'gg_template_snapshot';

type Table = { name: string; columns: string[]; identity: boolean };
type Sequence = { name: string; lastValue: string; isCalled: boolean };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: AppDatabase, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** Copies every public table's rows and every sequence's position, and writes the function that restores them. */
export async function takeSnapshot(db: AppDatabase): Promise<void> {
  const tables = await rows<{ name: string; columns: string[]; identity: boolean }>(
    db,
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns,
            bool_or(a.attidentity = 'a') AS identity
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p')
      GROUP BY c.relname`,
  );
  const sequences: Sequence[] = [];
  for (const { name } of await rows<{ name: string }>(
    db,
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`,
  )) {
    const [position] = await rows<{ last_value: string; is_called: boolean }>(
      db,
      `SELECT last_value::text, is_called FROM public.${quote(name)}`,
    );
    sequences.push({ name, lastValue: position!.last_value, isCalled: position!.is_called });
  }
  await db.execute(sql.raw(`CREATE SCHEMA ${SNAPSHOT}`));
  for (const table of tables) {
    await db.execute(sql.raw(`CREATE TABLE ${SNAPSHOT}.${quote(table.name)} AS TABLE public.${quote(table.name)}`));
  }
  await db.execute(sql.raw(restoreFunction(tables, sequences)));
}

/** Writes the seeded rows back: every table emptied and refilled, every sequence where it stood. */
export async function restoreSnapshot(db: AppDatabase): Promise<void> {
  await db.execute(sql.raw(`SELECT ${SNAPSHOT}.restore()`));
}

function restoreFunction(tables: Table[], sequences: Sequence[]): string {
  // Replica mode: no foreign-key checks or triggers while the rows go back in any order.
  const body = [`PERFORM set_config('session_replication_role', 'replica', true);`];
  for (const table of tables) body.push(`DELETE FROM public.${quote(table.name)};`);
  for (const table of tables) {
    const columns = table.columns.map(quote).join(', ');
    const overriding = table.identity ? ' OVERRIDING SYSTEM VALUE' : '';
    body.push(
      `INSERT INTO public.${quote(table.name)} (${columns})${overriding} SELECT ${columns} FROM ${SNAPSHOT}.${quote(table.name)};`,
    );
  }
  for (const s of sequences) {
    body.push(`PERFORM setval('public.${quote(s.name)}', ${s.lastValue}, ${s.isCalled});`);
  }
  body.push(`PERFORM set_config('session_replication_role', 'origin', true);`);
  return `CREATE FUNCTION ${SNAPSHOT}.restore() RETURNS void LANGUAGE plpgsql AS $restore$
BEGIN
${body.join('\n')}
END
$restore$`;
}
