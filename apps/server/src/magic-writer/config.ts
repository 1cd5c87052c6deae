import { z } from 'zod';
import { parseEnv } from '../plugins/config-error';

/*
 * The message writer's settings. The server's config plugin may parse these with the rest of
 * the environment; this schema is the single description of them.
 */
export const magicWriterConfigSchema = z.object({
  MMW_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  MMW_OPENAI_BASE_URL: z.url().optional(),
  MMW_OPENAI_API_KEY: z.string().min(1).optional(),
  MMW_OPENAI_MODEL: z.string().min(1).optional(),
  MMW_OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  MMW_REPORT_API_KEY: z.string().min(1).optional(),
  MMW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
});

export type MagicWriterConfig = z.infer<typeof magicWriterConfigSchema>;

/** Throws naming each bad variable, like the server's own configuration check. */
export function readMagicWriterConfig(env: Record<string, string | undefined>): MagicWriterConfig {
  return parseEnv(magicWriterConfigSchema, env);
}
