import { z } from 'zod';
import { ConfigError, parseEnv } from '../../plugins/config-error';

/*
 * Where uploaded files live (decision 116): DATA_DIR on this machine (one server, the default), or an
 * S3-compatible bucket shared by every server when S3_BUCKET is set.
 */
const storageEnvSchema = z.object({
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_ENDPOINT: z.url({ message: 'must be an absolute URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** Absent: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's usual chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket-in-the-path URLs, which most self-hosted S3-compatible servers need. */
  forcePathStyle: boolean;
};

/** 'files': under the config's DATA_DIR (dataDir), where a single server has always kept them. */
export type StorageConfig = { kind: 'files' } | S3StorageConfig;

export function readStorageConfig(env: Record<string, string | undefined>): StorageConfig {
  const e = parseEnv(storageEnvSchema, env);
  const s3Only = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (!e.S3_BUCKET) {
    // A half-configured bucket would quietly keep files on one machine: say so instead.
    if (s3Only.length > 0)
      throw new ConfigError([{ variable: 'S3_BUCKET', message: `must be set when ${s3Only.join(', ')} is` }]);
    return { kind: 'files' };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError([{ variable: missing, message: 'must be set with the other S3 key' }]);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}
