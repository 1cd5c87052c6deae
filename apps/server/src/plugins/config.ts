import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../lib/repo-root';
import { readMagicWriterConfig, type MagicWriterConfig } from '../magic-writer/config';
import { readPaymentsConfig, type PaymentsConfig } from '../services/payments/payments-config';
import { readCardDefencesConfig, type CardDefencesConfig } from '../services/card-defences/card-defences-config';
import { readMailConfig, type MailConfig } from '../mail/mail-config';
import { readDeliveryConfig, type DeliveryConfig } from '../services/delivery/delivery-config';
import { readKeepsakeConfig, type KeepsakeConfig } from '../services/keepsake/keepsake-config';
import { readStorageConfig, type StorageConfig } from '../services/storage/storage-config';
import { readPictureSearchConfig, type PictureSearchConfig } from '../services/picture-search/picture-search-config';
import { readPromoCodes, type ConfiguredPromoCode } from '../services/organiser-payments/promo-codes-config';
import type { LegalConfig } from '../services/legal/legal-documents';
import { ConfigError } from './config-error';
import { demoUrl, modeOf, parseTrustProxy, productionGaps, type Mode } from './deployment';
import { readWebRuntimeConfig, type WebRuntimeConfig } from './web-runtime-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Connections each server keeps to PostgreSQL: a payment holds one for its settle, so this bounds
  // the payments a server settles at once. Servers × this must stay under the database's max_connections.
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(10),
  DEMO_DATA: booleanFlag.optional(),
  // The longest a server trusts a cached read's version without asking PostgreSQL, should a change's
  // notice be lost (decision 171); 0: ask on every read.
  READ_CACHE_TRUST_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds from 0 to 60000' })
    .int('must be a whole number of milliseconds from 0 to 60000')
    .min(0, 'must be a whole number of milliseconds from 0 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 0 to 60000')
    .default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // The operator's terms and privacy Markdown ({au,us}/{terms,privacy}.md), over content/legal (decision 138).
  LEGAL_CONTENT_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  // Proxies in front of the app (decision 093): off, a hop count, or their addresses.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  APP_ENVIRONMENT: z.enum(['TEST', 'PRODUCTION']).default('TEST'),
  // Organiser sessions and account rate limits (decision 060).
  SESSION_IDLE_MINUTES: z.coerce.number({ message: 'must be a number' }).int().min(1).max(7 * 24 * 60).default(120),
  SESSION_MAX_AGE_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(365).default(30),
  PASSWORD_RESET_MINUTES: z.coerce.number({ message: 'must be a number' }).int().min(5).max(24 * 60).default(60),
  // How long the emailed link that finishes a sign-up works (decision 097).
  SIGN_UP_LINK_HOURS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(7 * 24).default(24),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { message: 'must be auto, true or false' }).default('auto'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(10),
  ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(10),
  ACCOUNT_ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(100),
  // Signs organiser preview tokens (decision 069); unset: a random secret per process.
  PREVIEW_TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  // Signs the one-click unsubscribe links of invitations and reminders (decision 161); unset: derived from PREVIEW_TOKEN_SECRET.
  UNSUBSCRIBE_TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  // Shared state across servers (decision 116): rate-limit counters, the read cache, server presence.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Starts every key, so two sites (or test files) can share one Redis without meeting.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be letters, digits and : . _ - (at most 64)')
    .default('gg:'),
  // Graceful shutdown (decision 117): on SIGTERM the readiness check fails first, the server keeps
  // serving for the drain delay (the proxy's checks notice), then stops taking connections and gives
  // the requests in flight up to the timeout.
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(120_000).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1_000).max(300_000).default(10_000),
  // Lets a Prometheus on another machine read /metrics with `Authorization: Bearer <token>` (decision 153);
  // unset: only this machine may.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces')
    .optional(),
});

/** Organiser sessions, reset links and the account rate limits (decisions 060, 061). */
export type AuthConfig = {
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  passwordResetMs: number;
  signUpLinkMs: number;
  /** 'auto': Secure cookies on https requests (also behind a proxy) and whenever PUBLIC_URL is https. */
  cookieSecure: 'auto' | boolean;
  /** Log-in attempts per client address and email per window. */
  loginRateLimit: { max: number; windowMs: number };
  /** Sign-up, password reset and username reminder requests per client address and email per window. */
  emailRateLimit: { max: number; windowMs: number };
  /** All account calls (sign up, log in, reset, reminder) per client address per window. */
  addressRateLimit: { max: number; windowMs: number };
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  /** 'production' with NODE_ENV=production and an https PUBLIC_URL; the one-command demo otherwise (decision 093). */
  mode: Mode;
  /** Fastify's trustProxy: false (the socket's address), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  host: string;
  port: number;
  /** poolSize: DATABASE_POOL_SIZE (default 10); unset where a test opens a database of its own. */
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize?: number };
  /** DATA_DIR (default ./data): uploaded pictures and documents, captured mail, and the embedded database. */
  dataDir: string;
  demoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** The terms and privacy pages: content/legal, and LEGAL_CONTENT_DIR over it (services/legal). */
  legal: LegalConfig;
  /** Every link we hand out starts here: PUBLIC_URL, or the address the demo prints. Never a request header. */
  publicUrl: string | undefined;
  environment: 'TEST' | 'PRODUCTION';
  // Every part below is read from the environment by loadConfig, once; plugins take them from here
  // and never fall back to defaults of their own (a test changes a part by overriding it).
  /** MMW_* settings of the message writer (apps/server/src/magic-writer/config.ts). */
  magicWriter: MagicWriterConfig;
  /** Provider keys, sandbox settings and reconciliation (services/payments/payments-config.ts). */
  payments: PaymentsConfig;
  /** Card-testing limits, the challenge and the breaker (services/card-defences/card-defences-config.ts). */
  cardDefences: CardDefencesConfig;
  /** SMTP or the local capture in DATA_DIR/mail (mail/mail-config.ts). */
  mail: MailConfig;
  /** The scheduled-delivery job (services/delivery/delivery-config.ts). */
  delivery: DeliveryConfig;
  /** Promo codes for organiser payments, upserted at start (PROMO_CODES; decision 073). */
  promoCodes: ConfiguredPromoCode[];
  /** Organiser sessions and account limits. */
  auth: AuthConfig;
  /** HMAC secret of preview tokens; absent: a random one per process (decision 069). */
  previewTokenSecret?: string;
  unsubscribeTokenSecret?: string;
  /** Settings handed to the browser app in index.html (web-runtime-config.ts; decision 094). */
  webRuntime: WebRuntimeConfig;
  /** REDIS_URL: state shared by several servers (decision 116); absent: each process keeps its own. */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX (default gg:): starts every Redis key and channel of this site. */
  redisKeyPrefix: string;
  /** Uploaded files: DATA_DIR, or an S3-compatible bucket (S3_*; services/storage/storage-config.ts). */
  storage: StorageConfig;
  /** The keepsake writers' worker pool (KEEPSAKE_WORKERS; services/keepsake/keepsake-config.ts). */
  keepsake: KeepsakeConfig;
  /** GIF and picture search: provider keys, or the bundled library (services/picture-search; decision 150). */
  pictureSearch: PictureSearchConfig;
  /** SHUTDOWN_*: how long SIGTERM keeps serving with the readiness check failing, then the in-flight bound. */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /** READ_CACHE_TRUST_MS (PostgreSQL): how long a read's version is trusted without a notice; 0: never. */
  readCacheTrustMs: number;
  /** METRICS_TOKEN: the bearer token that reads /metrics from elsewhere; absent: this machine only. */
  metricsToken?: string;
};

/** A named folder that is not there is a start-up error, not terms that silently fall back. */
function legalConfigFrom(dir: string | undefined, fromRoot: (p: string) => string): LegalConfig {
  const builtInDir = fromRoot('content/legal');
  if (dir === undefined) return { builtInDir };
  const overrideDir = fromRoot(dir);
  if (!existsSync(overrideDir) || !statSync(overrideDir).isDirectory()) {
    throw new ConfigError([{ variable: 'LEGAL_CONTENT_DIR', message: `must be an existing folder (${overrideDir} is not)` }]);
  }
  return { builtInDir, overrideDir };
}

// Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO.
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}

/** Reads and validates the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  const mode = modeOf(e.NODE_ENV, e.PUBLIC_URL);
  if (mode === 'production') {
    const gaps = productionGaps(withoutEmpty(env));
    if (gaps.length > 0) throw new ConfigError(gaps);
  }
  const root = findRepoRoot();
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const dataDir = fromRoot(e.DATA_DIR ?? 'data');
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir };
  return {
    nodeEnv: e.NODE_ENV,
    mode,
    trustProxy: e.TRUST_PROXY,
    host: e.HOST,
    port: e.PORT,
    database,
    dataDir,
    // Demo data is on with the embedded database in the demo, and opt-in on a real server or site.
    demoData: e.DEMO_DATA ?? (mode === 'demo' && database.kind === 'pglite'),
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    legal: legalConfigFrom(e.LEGAL_CONTENT_DIR, fromRoot),
    publicUrl: e.PUBLIC_URL ?? demoUrl(e.HOST, e.PORT),
    environment: e.APP_ENVIRONMENT,
    magicWriter: readMagicWriterConfig(withoutEmpty(env)),
    payments: readPaymentsConfig(withoutEmpty(env), mode),
    cardDefences: readCardDefencesConfig(withoutEmpty(env), mode),
    mail: readMailConfig(withoutEmpty(env), dataDir, mode),
    delivery: readDeliveryConfig(withoutEmpty(env)),
    promoCodes: readPromoCodes(withoutEmpty(env)),
    auth: authConfigFrom(e),
    previewTokenSecret: e.PREVIEW_TOKEN_SECRET,
    unsubscribeTokenSecret: e.UNSUBSCRIBE_TOKEN_SECRET,
    webRuntime: readWebRuntimeConfig(withoutEmpty(env)),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    storage: readStorageConfig(withoutEmpty(env)),
    keepsake: readKeepsakeConfig(withoutEmpty(env)),
    pictureSearch: readPictureSearchConfig(withoutEmpty(env)),
    shutdown: { drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
    readCacheTrustMs: e.READ_CACHE_TRUST_MS,
  };
}

function authConfigFrom(e: z.infer<typeof envSchema>): AuthConfig {
  return {
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 3_600_000,
    passwordResetMs: e.PASSWORD_RESET_MINUTES * 60_000,
    signUpLinkMs: e.SIGN_UP_LINK_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    emailRateLimit: { max: e.ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR, windowMs: 3_600_000 },
    addressRateLimit: { max: e.ACCOUNT_ADDRESS_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  };
}
