import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../../test/test-app';
import { copyTestDatabase, type TestDatabaseCopy } from '../../test/test-database';

let copy: TestDatabaseCopy;
beforeAll(async () => {
  copy = await copyTestDatabase();
});
afterAll(async () => {
  await copy?.drop();
});

describe('database lifecycle', () => {
  it('opens the configured database, migrates it, and on close finishes in-flight requests before closing it', async () => {
    const app = await buildApp({ config: testConfig({ database: copy.database }), logger: false });
    let release: () => void = () => undefined;
    app.get('/api/test-slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    // The database must still answer while the request is running.
    await expect(app.database.ping()).resolves.toBeUndefined();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await closing;
    await expect(app.database.ping()).rejects.toThrow();
  });
});
