import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig, type Config } from './plugins/config';
import { ConfigError } from './plugins/config-error';
import { demoUrl, publicOrigin } from './plugins/deployment';

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
const { drainDelayMs, timeoutMs } = config.shutdown;

/*
 * Shutdown (decision 117). SIGTERM is how an orchestrator stops a server behind a proxy: the
 * readiness check fails at once, the server keeps serving for the drain delay while the proxy's
 * checks notice, then it stops accepting, lets the requests in flight finish (bounded by the
 * timeout), stops its jobs (their claims go back with them), leaves the server list and closes
 * Redis and the database (preClose and onClose hooks). Ctrl-C at a terminal (SIGINT) skips the wait.
 */
closeWithGrace({ delay: drainDelayMs + timeoutMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal, drainDelayMs }, 'shutting down');
  app.readiness.drain();
  if (signal === 'SIGTERM' && drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  await app.close();
  app.log.info('shut down');
});

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
  `  API docs:  ${base}/api/docs`,
  ...(config.mail.captureDir ? [`  Mail:      ${base}/dev/mail (emails captured instead of sent; open it on this machine)`] : []),
  '',
];
console.log(lines.join('\n'));
