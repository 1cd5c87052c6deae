import { pictureSearchRoutes } from './routes/picture-search/picture-search-routes';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Config } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { redisPlugin } from './plugins/redis';
import { serverPresencePlugin } from './plugins/server-presence';
import { readinessPlugin } from './plugins/readiness';
import { storagePlugin } from './services/storage/storage-plugin';
import { RequestLogController } from './plugins/request-log';
import { errorEnvelopeHandler } from './plugins/error-envelope';
import { openApiPlugin } from './plugins/openapi';
import { webAppPlugin } from './plugins/web-app';
import type { LandingRenderer } from './plugins/landing-page';
import { contributionDetailsReaderPlugin } from './routes/contributions/contribution-details-reader';
import { readHeadsPlugin } from './services/read-cache/read-heads-plugin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { contributionsRoutes } from './routes/contributions/contributions-routes';
import { demoRoutes } from './routes/demo/demo-routes';
import { detailsRoutes } from './routes/details/details-routes';
import { groupCardRoutes } from './routes/groupcard/groupcard-routes';
import { groupCardMessageRoutes } from './routes/groupcard/message-routes';
import { healthRoutes } from './routes/health/health-routes';
import { magicMessageWriterRoutes } from './routes/magic-message-writer/magic-message-writer-routes';
import { checkoutRoutes } from './routes/checkout/checkout-routes';
import { payPalRoutes } from './routes/paypal/paypal-routes';
import { paymentsPlugin, type PaymentsPluginOptions } from './services/payments/payments-plugin';
import { mailPlugin, type MailPluginOptions } from './mail/mail-plugin';
import { authPlugin } from './plugins/auth';
import { authRoutes } from './routes/auth/auth-routes';
import { organiserCollectionsRoutes } from './routes/organiser-collections/organiser-collections-routes';
import { organiserActivityRoutes } from './routes/organiser-activity/organiser-activity-routes';
import { previewRoutes } from './routes/preview/preview-routes';
import { coversRoute } from './routes/covers/covers-route';
import { organiserPaymentsRoutes } from './routes/organiser-payments/organiser-payments-routes';
import { bulkUploadRoutes } from './routes/bulk-upload/bulk-upload-routes';
import { refundRoutes } from './routes/refunds/refund-routes';
import { supportRoutes } from './routes/support/support-routes';
import { statementRoutes } from './routes/money-out/statement-routes';
import { legalRoutes } from './routes/legal/legal-routes';
import { unsubscribeRoutes } from './routes/unsubscribe/unsubscribe-routes';
import { deliveryPlugin, type DeliveryPluginOptions } from './services/delivery/delivery-plugin';
import { redemptionsPlugin, type RedemptionsPluginOptions } from './services/redemptions/redemptions-plugin';
import { metricsPlugin } from './telemetry/metrics-plugin';
import { traceIdsForLog } from './telemetry/log-trace-ids';
import { publicOrigin } from './plugins/deployment';

export type BuildAppOptions = {
  config: Config;
  /** An already-open database (tests, bench). Otherwise the app opens and closes its own. */
  database?: DatabaseHandle;
  /** Skip migrations when the caller hands in an already-migrated database. */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Payment test knobs (sandbox store, faults, webhooks, retries). */
  payments?: Omit<PaymentsPluginOptions, 'config'>;
  /** Mail test knobs (transport, worker). */
  mail?: Omit<MailPluginOptions, 'config'>;
  /** Delivery test knobs (the scheduled-delivery job). */
  delivery?: Omit<DeliveryPluginOptions, 'config'>;
  /** Money-out test knobs (payout providers, redeem rate limit, reconciliation). */
  redemptions?: Omit<RedemptionsPluginOptions, 'config'>;
  /** Serve /metrics and count every request (default true); bench/metrics-overhead.ts compares without. */
  metrics?: boolean;
  /** The landing page's server renderer (decision 125); by default the one the web build wrote, if any. */
  landingRenderer?: LandingRenderer | null;
};

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** How long one plugin may take to start: the db plugin may run initdb and every migration. */
const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * Whether the message writer is on, as the page's settings tell the browser: known here when this
 * server runs the writer (both engines always answer, the model's falling back to the local one), so
 * the sign page draws it at once (decision 179); null when another host runs it and the page asks.
 */
function writerAvailability(config: Config): boolean | null {
  return config.webRuntime.magicWriterBaseUrl ? null : config.magicWriter.MMW_ENABLED;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Trace and span ids on every line logged inside a span (decision 154).
    logger: options.logger ?? { level: config.logLevel, mixin: traceIdsForLog },
    // Honour a caller's (load balancer's) request id when it looks sane, so logs join up across hops.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Fewer than one line per request at info: quick successful reads log nothing (decision 115).
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its address for the limits.
    // A hop count as a function: Fastify's types take no number, though proxy-addr does the same.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A first start creates, migrates and seeds the embedded database inside the db plugin: on a
    // busy two-core machine that outlasted Fastify's default 10 s and the server exited (decision 130).
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorEnvelopeHandler);
  // Hooks every request runs are callbacks, not async: no promise per request (decision 171).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // During shutdown, responses to in-flight requests tell the client to drop the connection, so an
  // idle keep-alive socket cannot hold the close (and the database) open until its timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(securityHeadersPlugin, { config });
  await app.register(dbPlugin, { config, database: options.database, migrate: options.migrate });
  await app.register(redisPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(serverPresencePlugin, { config });
  // Before the routes, so its request histogram hears every one of them (decision 153).
  if (options.metrics !== false) await app.register(metricsPlugin, { config });
  await app.register(readinessPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin, { config });
  await app.register(healthRoutes);
  // One contribution-details cache for the API route and the landing page's HTML (decision 125).
  await app.register(readHeadsPlugin, { config });
  await app.register(contributionDetailsReaderPlugin, { config });
  await app.register(contributionsRoutes, { config });
  await app.register(groupCardRoutes);
  await app.register(groupCardMessageRoutes, { config });
  await app.register(pictureSearchRoutes, { config });
  await app.register(detailsRoutes, { config });
  await app.register(magicMessageWriterRoutes, { config: config.magicWriter });
  await app.register(mailPlugin, { config, ...options.mail });
  await app.register(paymentsPlugin, { config, ...options.payments });
  await app.register(checkoutRoutes, { config });
  await app.register(payPalRoutes, { config });
  await app.register(authRoutes, { config });
  await app.register(organiserCollectionsRoutes, { config });
  await app.register(organiserActivityRoutes, { config });
  await app.register(unsubscribeRoutes, { config });
  await app.register(previewRoutes, { config });
  await app.register(coversRoute);
  await app.register(organiserPaymentsRoutes, { config });
  await app.register(bulkUploadRoutes, { config });
  await app.register(refundRoutes, { config });
  await app.register(supportRoutes, { config });
  await app.register(statementRoutes);
  await app.register(legalRoutes, { config });
  await app.register(deliveryPlugin, { config, ...options.delivery });
  await app.register(redemptionsPlugin, { config, ...options.redemptions });
  if (config.demoData) await app.register(demoRoutes);
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    runtimeConfig: { ...config.webRuntime, magicWriterAvailable: writerAvailability(config) },
    landingRenderer: options.landingRenderer,
    publicOrigin: publicOrigin(config),
  });
  return app;
}
