import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../lib/repo-root';
import { readMagicWriterConfig, type MagicWriterConfig } from '../magic-writer/config';
import { readPaymentsConfig, type PaymentsConfig } from '../services/payments/payments-config';
import { readMailConfig, type MailConfig } from '../mail/mail-config';

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
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  APP_ENVIRONMENT: z.enum(['TEST', 'PRODUCTION']).default('TEST'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  demoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  publicUrl: string | undefined;
  environment: 'TEST' | 'PRODUCTION';
  /** MMW_* settings of the message writer (apps/server/src/magic-writer/config.ts). */
  magicWriter?: MagicWriterConfig;
  /** Provider keys, sandbox settings and reconciliation (services/payments/payments-config.ts). */
  payments?: PaymentsConfig;
  /** SMTP or the local capture in DATA_DIR/mail (mail/mail-config.ts). */
  mail?: MailConfig;
};

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid configuration: ${issues.map((i) => `${i.variable} ${i.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
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
  const root = findRepoRoot();
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: fromRoot(e.DATA_DIR ?? 'data') };
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database,
    // Demo data is on with the embedded database and opt-in on a real server.
    demoData: e.DEMO_DATA ?? database.kind === 'pglite',
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicUrl: e.PUBLIC_URL,
    environment: e.APP_ENVIRONMENT,
    magicWriter: readMagicWriterConfig(withoutEmpty(env)),
    payments: readPaymentsConfig(withoutEmpty(env)),
    mail: readMailConfig(withoutEmpty(env), fromRoot(e.DATA_DIR ?? 'data')),
  };
}
