import { join } from 'node:path';
import { z } from 'zod';
import { parseEnv } from '../plugins/config-error';
import type { Mode } from '../plugins/deployment';

/*
 * Mail settings. With SMTP_URL set, mail goes out through nodemailer; otherwise it is captured as
 * files in DATA_DIR/mail and listed at /dev/mail (DESIGN §3 "Email").
 */
export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('GroupGift <no-reply@groupgift.test>'),
  /** Also capture when SMTP is set (e.g. staging); on by default without SMTP in the demo, off in production. */
  MAIL_CAPTURE: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** SMTP connections kept open, and mails sent at once (decision 096); providers cap connections. */
  MAIL_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** How long claimed mail is reserved for the worker that took it; a crashed worker's mail waits this long. */
  MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
});

export type MailConfig = {
  smtpUrl: string | undefined;
  from: string;
  /** Folder of captured mail, or undefined when capture is off. */
  captureDir: string | undefined;
  workerIntervalMs: number;
  /** Unset: 5. */
  smtpConnections?: number;
  /** Unset: 60 s. */
  leaseMs?: number;
};

export function readMailConfig(env: Record<string, string | undefined>, dataDir: string, mode: Mode = 'demo'): MailConfig {
  const e = parseEnv(mailEnvSchema, env);
  // Production captures only when asked by name (decision 093): captured mail holds reset links.
  const capture = e.MAIL_CAPTURE ?? (mode === 'demo' && !e.SMTP_URL);
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM,
    captureDir: capture ? join(dataDir, 'mail') : undefined,
    workerIntervalMs: e.MAIL_WORKER_INTERVAL_MS,
    smtpConnections: e.MAIL_SMTP_CONNECTIONS,
    leaseMs: e.MAIL_LEASE_MS,
  };
}
