import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import { AU, US } from '../../../test/demo-guids';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';

let db: TestDatabase;
let demoOn: FastifyInstance;
let demoOff: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  demoOn = await buildTestApp(db.handle, { demoData: true });
  demoOff = await buildTestApp(db.handle, { demoData: false });
});
afterAll(async () => {
  await demoOn?.close();
  await demoOff?.close();
  await db?.dispose();
});

describe('demo routes while demo data is on', () => {
  it('lists every demo collection of both markets as JSON', async () => {
    const res = await demoOn.inject({ method: 'GET', url: '/api/demo/collections' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.collections.map((c: { collectionGuid: string }) => c.collectionGuid);
    for (let nn = 1; nn <= 14; nn++) expect(ids).toEqual(expect.arrayContaining([US(nn), AU(nn)]));
    expect(
      body.collections.find((c: { collectionGuid: string }) => c.collectionGuid === US(8)),
    ).toMatchObject({
      url: `/contribute/${US(8)}`,
      shows: expect.stringContaining('Closed'),
    });
    expect(body.organiser.userId).toBe('30000000-0000-4000-8000-000000000001');
  });

  it('serves /demo as an HTML page of links with what each shows', async () => {
    const res = await demoOn.inject({ method: 'GET', url: '/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en-GB">');
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain(`href="/contribute/${AU(3)}"`);
    expect(res.body).toContain('Exact amount: every contribution is $25.00.');
    expect(res.body).toContain('Sam&#39;s retirement gift');
  });
});

describe('demo routes while demo data is off', () => {
  it('has neither the page nor the JSON', async () => {
    expect((await demoOff.inject({ method: 'GET', url: '/api/demo/collections' })).statusCode).toBe(404);
    const page = await demoOff.inject({ method: 'GET', url: '/demo' });
    expect(page.body).not.toContain('Demo collections');
  });
});
