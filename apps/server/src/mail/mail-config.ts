import { join } from 'node:path';
import { z } from 'zod';

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
  /** Also capture when SMTP is set (e.g. staging); on by default without SMTP. */
  MAIL_CAPTURE: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
});

export type MailConfig = {
  smtpUrl: string | undefined;
  from: string;
  /** Folder of captured mail, or undefined when capture is off. */
  captureDir: string | undefined;
  workerIntervalMs: number;
};

export function readMailConfig(env: Record<string, string | undefined>, dataDir: string): MailConfig {
  const parsed = mailEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const capture = e.MAIL_CAPTURE ?? !e.SMTP_URL;
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM,
    captureDir: capture ? join(dataDir, 'mail') : undefined,
    workerIntervalMs: e.MAIL_WORKER_INTERVAL_MS,
  };
}
