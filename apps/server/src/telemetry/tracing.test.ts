import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, killLeftoverServers, pollUntil, startChildServer, type ChildServer } from '../../test/child-server';
import { US } from '../../test/demo-guids';
import { attribute, startOtlpDouble, type OtlpSpan } from '../../test/otlp-double';
import { paymentBody } from '../../test/payments-app';
import { copyTestDatabase, type TestDatabaseCopy } from '../../test/test-database';
import { testDbKind } from '../../test/test-db-env';

/*
 * Decision 154: a payment followed from the page to the provider. The real server (the bundle when
 * npm test built one) starts with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector double; a
 * checkout carrying a browser's W3C traceparent must come back as one trace holding the route's
 * span, PostgreSQL's and the provider double's (the sandbox), and the server's log lines for it
 * must carry the same trace id. On PostgreSQL only: the embedded database has no driver to trace.
 */

const SPAN_KIND_SERVER = 2;

describe.runIf(testDbKind() === 'postgres')('a traced payment', () => {
  let collector: Awaited<ReturnType<typeof startOtlpDouble>>;
  let database: TestDatabaseCopy;
  let filesDir: string;
  let server: ChildServer;

  beforeAll(async () => {
    collector = await startOtlpDouble();
    database = await copyTestDatabase();
    filesDir = await mkdtemp(join(tmpdir(), 'gg-traced-'));
    if (database.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    server = await startChildServer(
      {
        DATABASE_URL: database.database.url,
        DATA_DIR: filesDir,
        DEMO_DATA: 'true',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: 'groupgift-test',
        // Export at once rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '50',
      },
      { startTimeoutMs: 60_000 },
    );
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    killLeftoverServers();
    await collector?.close();
    await database?.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('continues the browser’s trace through the route, the database and the provider', async () => {
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const traceparent = { traceparent: `00-${traceId}-${browserSpan}-01` };
    const details = await callServer(server, 'GET', `/api/contributions/contribution-details?collection=${US(1)}`);
    const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'Ada Lovelace' };
    const token = (await callServer(server, 'POST', '/sandbox-provider/tokens', card)).json?.token as string;
    const body = paymentBody(details.json?.collectionId as number, { net: 2000 }, { checkOutToken: token });
    const paid = await callServer(server, 'POST', '/api/checkout/ProcessCheckout', body, {
      'idempotency-key': crypto.randomUUID(),
      ...traceparent,
    });
    expect(paid.status).toBe(200);

    const inTrace = () => collector.spans().filter((s) => s.traceId === traceId);
    const route = (s: OtlpSpan) => s.kind === SPAN_KIND_SERVER && s.name === 'POST /api/checkout/ProcessCheckout';
    const database = (s: OtlpSpan) => attribute(s, 'db.system') === 'postgresql' || attribute(s, 'db.system.name') === 'postgresql';
    const provider = (s: OtlpSpan) => s.name === 'sandbox createPayment';
    await pollUntil('the payment’s spans at the collector', 30_000, () => [route, database, provider].every((is) => inTrace().some(is)));

    const serverSpan = inTrace().find(route)!;
    expect(serverSpan.parentSpanId).toBe(browserSpan);
    expect(attribute(inTrace().find(provider)!, 'groupgift.provider')).toBe('sandbox');
    const logged = server.logs().filter((line) => (line as { trace_id?: string }).trace_id === traceId);
    expect(logged.some((line) => line.req?.url === '/api/checkout/ProcessCheckout')).toBe(true);
  }, 60_000);
});
