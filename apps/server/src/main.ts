// The server itself, imported by server.ts once tracing (if configured) has started.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { isConnectionError } from './db/connection-errors';
import { loadConfig, type Config } from './plugins/config';
import { ConfigError } from './plugins/config-error';
import { demoUrl, publicOrigin } from './plugins/deployment';
import { DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_PASSWORD } from './db/seed/demo-ids';
import { isRedisOutage } from './plugins/redis';
import { stopTracing } from './telemetry/start-tracing';
import { seedDemoOperator } from './services/support/demo-operator';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const issue of error.issues)
        console.error(`Configuration error: ${issue.variable} ${issue.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Builds the app, or stops the start with what is wrong (a ConfigError names the variables). */
async function startApp(config: Config) {
  try {
    return await buildApp({ config });
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const issue of error.issues) console.error(`Configuration error: ${issue.variable} ${issue.message}`);
    } else {
      console.error(`Could not start: ${(error as Error).message}`);
    }
    process.exit(1);
  }
}

const config = readConfig();
const app = await startApp(config);
// The operator whose password the start prints: a demo start only, never a real site (decision 155).
if (config.demoData && config.mode === 'demo') await seedDemoOperator(app.db);
const { drainDelayMs, timeoutMs } = config.shutdown;

/*
 * Shutdown (decision 117). SIGTERM is how an orchestrator stops a server behind a proxy: the
 * readiness check fails at once, the server keeps serving for the drain delay while the proxy's
 * checks notice, then it stops accepting, lets the requests in flight finish (bounded by the
 * timeout), stops its jobs (their claims go back with them), leaves the server list and closes
 * Redis and the database (preClose and onClose hooks). Ctrl-C at a terminal (SIGINT) skips the wait.
 */
let fatal: unknown;
const graceful = closeWithGrace(
  // Uncaught errors are judged below: not every one is a reason to stop.
  { delay: drainDelayMs + timeoutMs, skip: ['uncaughtException', 'unhandledRejection'] },
  async ({ signal }) => {
    if (fatal) app.log.error({ err: fatal }, 'shutting down after an error');
    else app.log.info({ signal, drainDelayMs }, 'shutting down');
    app.readiness.drain();
    if (signal === 'SIGTERM' && drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    await app.close();
    await stopTracing();
    app.log.info('shut down');
    if (fatal) process.exit(1);
  },
);

/*
 * What is fatal (decision 133). A lost connection to PostgreSQL or Redis is an outage outside this
 * process: the pool and the Redis client reconnect by themselves, readiness reports it, and exiting
 * would only turn one database restart into every server restarting. It is logged and the server
 * carries on. Any other error that no request or job caught is a bug whose damage is unknown: the
 * server shuts down gracefully and exits 1 for the orchestrator to start a fresh one.
 */
function onUncaught(error: unknown) {
  if (isConnectionError(error) || isRedisOutage(error)) {
    app.log.error({ err: error }, 'a database or Redis connection failed outside any request; carrying on');
    return;
  }
  if (fatal) return;
  fatal = error;
  void graceful.close();
}
process.on('uncaughtException', onUncaught);
process.on('unhandledRejection', onUncaught);

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const base = (config.port === 0 ? demoUrl(config.host, port) : publicOrigin(config)).replace(/\/$/, '');
const demo = config.mode === 'demo';
const lines = [
  '',
  `  Group gifting is running (${config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL'})`,
  demo
    ? '  Mode:      demo: test payments (sandbox), captured mail; NODE_ENV=production with an https PUBLIC_URL runs a real site'
    : '  Mode:      production',
  `  App:       ${base}/`,
  `  Organisers: ${base}/signup (new account) or ${base}/login`,
  ...(config.demoData ? [`  Demo:      ${base}/demo`] : []),
  ...(config.demoData && demo
    ? [`  Support:   ${base}/support (operator ${DEMO_OPERATOR_EMAIL}, password "${DEMO_OPERATOR_PASSWORD}")`]
    : []),
  `  API docs:  ${base}/api/docs`,
  ...(config.mail.captureDir ? [`  Mail:      ${base}/dev/mail (emails captured instead of sent; open it on this machine)`] : []),
  '',
];
console.log(lines.join('\n'));
