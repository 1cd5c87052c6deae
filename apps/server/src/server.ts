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

const config = readConfig();
const app = await buildApp({ config });

// On SIGINT/SIGTERM: stop accepting, let in-flight requests finish, then close the database (onClose).
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
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
