import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';
import type { Config } from '../plugins/config';
import { EVENT_METRICS, httpRequestSeconds } from './event-metrics';
import { metricsGuard } from './metrics-guard';
import { registerScrapeGauges } from './scrape-gauges';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /metrics answers (decision 153): this app's gauges beside the process's counters. */
    metricsRegistry: Registry;
  }
}

/** The process's own figures (CPU, memory, event loop, GC), collected once however many apps it builds. */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** Requests that matched no route are one label, so a scan of random URLs cannot add a series each. */
const UNMATCHED = 'unmatched';

/**
 * `/metrics` in Prometheus's text format for the operator (decision 153), guarded as the other
 * operator routes are (metrics-guard.ts), and the request histogram every route feeds: labelled by
 * the route's pattern (`/api/collections/:guid`), never the URL a client sent.
 */
export const metricsPlugin = fp(
  async function metrics(app: FastifyInstance, options: { config: Config }) {
    const registry = new Registry();
    const shared = processRegistry();
    const processMetricsList = shared.getMetricsAsArray().flatMap((m) => shared.getSingleMetric(m.name) ?? []);
    for (const metric of [...EVENT_METRICS, ...processMetricsList]) registry.registerMetric(metric as Metric);
    registerScrapeGauges(app, registry, options.config.payments.reconcileGraceMs);
    app.decorate('metricsRegistry', registry);

    // A callback, not async: every request runs it (decision 171).
    app.addHook('onResponse', (request, reply, done) => {
      httpRequestSeconds.observe(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });

    await app.register(async (scope) => {
      scope.addHook('onRequest', metricsGuard(options.config.metricsToken));
      scope.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
        void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      });
    });
  },
  { name: 'metrics', dependencies: ['db', 'redis'] },
);
