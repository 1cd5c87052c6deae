import { API_PATHS } from '@groupgift/domain';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { US } from '../../test/demo-guids';
import { testConfig } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

// Decision 115: fewer than one log line per request at info. Quick successful reads write none;
// failed or slow reads one; writes keep both lines.

type Line = { msg: string; level: number; req?: { url?: string; method?: string }; res?: { statusCode?: number } };

let db: TestDatabase | undefined;
let app: FastifyInstance | undefined;
const lines: Line[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    database: db.handle,
    migrate: false,
    logger: { level: 'info', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.dispose();
});

async function linesFor(call: () => Promise<unknown>): Promise<Line[]> {
  const from = lines.length;
  await call();
  return lines.slice(from).filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
}

describe('request log lines at info', () => {
  it('writes none for a quick successful read', async () => {
    const logged = await linesFor(() => app!.inject({ method: 'GET', url: `/api/contributions/contribution-details?collection=${US(1)}` }));
    expect(logged).toEqual([]);
  });

  it('writes one, with the request, for a failed read', async () => {
    const logged = await linesFor(() =>
      app!.inject({ method: 'GET', url: '/api/contributions/contribution-details?collection=not-a-guid' }),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 400 }, req: { method: 'GET' } });
  });

  it('keeps both lines for a write', async () => {
    const logged = await linesFor(() =>
      app!.inject({ method: 'POST', url: API_PATHS.saveInvitationStatus, payload: { response: 'opened', invitationGuidId: 'x' } }),
    );
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
