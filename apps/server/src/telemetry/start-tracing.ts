/*
 * Traces with OpenTelemetry (decision 154), on only when OTEL_EXPORTER_OTLP_ENDPOINT (or its
 * traces-only form) names a collector: then the SDK exports spans by OTLP over HTTP, and the
 * instrumentations follow a request through Fastify, PostgreSQL (pg), Redis (ioredis) and outgoing
 * HTTP (http, undici: the providers' SDKs). Off, none of this is loaded: the server pays one
 * environment lookup. The standard OTEL_* variables (service name, sampler, headers, batch delay)
 * are read by the SDK itself.
 *
 * This module runs before anything else of the server is imported (server.ts): the
 * instrumentations patch modules as they load, and the server is an ES module bundle whose
 * external packages come through Node's ESM loader, so the import-in-the-middle hook is registered
 * first, for the modules the instrumentations name only.
 */
import { register } from 'node:module';

type Stoppable = { shutdown(): Promise<void> };

let running: Stoppable | undefined;

/** The collector's address when tracing is on; a value that is not an http(s) URL stops the start. */
function endpointOf(env: NodeJS.ProcessEnv): string | undefined {
  for (const variable of ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT']) {
    const value = env[variable];
    if (!value) continue;
    if (!/^https?:\/\/[^/]/.test(value)) {
      console.error(`Configuration error: ${variable} must be an http:// or https:// URL`);
      process.exit(1);
    }
    return value;
  }
  return undefined;
}

/** Health checks and scrapes arrive every few seconds and say nothing about a payment: not traced. */
const UNTRACED = /^\/(metrics|api\/health)(\/|\?|$)/;

export async function startTracing(env: NodeJS.ProcessEnv): Promise<void> {
  if (!endpointOf(env) || env.OTEL_SDK_DISABLED === 'true') return;
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeSDK }, { OTLPTraceExporter }, http, fastify, pg, ioredis, undici] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-fastify'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'groupgift',
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus's (/metrics), logs are pino's on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new http.HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      new fastify.FastifyInstrumentation(),
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
      new undici.UndiciInstrumentation(),
    ],
  });
  sdk.start();
  running = sdk;
  // The loader hook runs on its own thread: the modules to patch must be known there before any loads.
  await waitForAllMessagesAcknowledged();
}

/** Sends the spans still buffered, at shutdown; nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await running?.shutdown().catch(() => undefined);
  running = undefined;
}
