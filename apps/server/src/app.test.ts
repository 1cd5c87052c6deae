import { API_PATHS } from '@groupgift/domain';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const { app, db } = useTestApp();

describe('GET /api/health', () => {
  it('reports ok when the database answers', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 in the envelope, without the driver error, when the database does not', async () => {
    const spy = vi
      .spyOn(app().database, 'ping')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.1:5432'));
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('service_unavailable');
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});

describe('start', () => {
  it('gives a plugin two minutes to start: a first start creates and migrates the embedded database', () => {
    expect(app().initialConfig.pluginTimeout).toBe(120_000);
  });
});

describe('request ids', () => {
  it('returns a generated request id, or the caller\u2019s when it is well formed', async () => {
    const generated = await app().inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app().inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-123' },
    });
    expect(given.headers['x-request-id']).toBe('lb-123');
    const hostile = await app().inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\u0000' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('a b\u0000');
  });
});

describe('errors', () => {
  it('never sends a stack trace or SQL for an unexpected error', async () => {
    const local = await buildApp({
      config: testConfig(),
      database: db().handle,
      migrate: false,
      logger: false,
    });
    local.get('/api/boom', async () => {
      throw new Error('relation "secret_table" does not exist: select * from secret_table');
    });
    const res = await local.inject({ method: 'GET', url: '/api/boom' });
    await local.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'The server could not process the request.' },
    });
    expect(res.body).not.toMatch(/secret_table|at .*\.ts/);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('OpenAPI at /api/docs', () => {
  it('lists every SPEC §7 path, each served and documented under its resource', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const path of Object.values(API_PATHS)) expect(doc.paths).toHaveProperty([path]);
    const contributionDetails = doc.paths[API_PATHS.contributionDetails]?.get;
    expect(contributionDetails?.tags).toEqual(['contributions']);
    // Each operation is grouped under its resource in the docs page.
    for (const path of Object.values(API_PATHS)) {
      for (const op of Object.values(doc.paths[path] ?? {})) expect(op.tags?.length).toBeGreaterThan(0);
    }
  });

  it('serves the documentation page', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
