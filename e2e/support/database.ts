import pg from 'pg';

/*
 * Straight to the browser tests' own database (support/e2e-server.ts), for the few facts a test
 * cannot wait for, such as a day passing. Null where the server runs the embedded database
 * (E2E_DB=pglite), which no other process can open: the caller skips that part.
 */
function databaseUrl(): string | null {
  if (process.env.E2E_DB === 'pglite') return null;
  const url = new URL(process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/groupgift_e2e_${process.env.E2E_PORT ?? 3100}`;
  return url.toString();
}

/** Moves a collection's invitations back by `hours`, as if they had gone out then. False without a reachable database. */
export async function inviteesInvitedHoursAgo(collectionGuid: string, hours: number): Promise<boolean> {
  const url = databaseUrl();
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query(
      `update invitees set created_at = created_at - make_interval(hours => $2::int)
       where collection_id = (select id from collections where guid = $1)`,
      [collectionGuid, hours],
    );
    return true;
  } finally {
    await client.end();
  }
}
