import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/services/storage/storage-config';

export type TestS3Server = {
  /** The storage settings an app (or S3_* variables) would name this bucket with. */
  storage: S3StorageConfig;
  /** The same as environment variables, for a server in a child process. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * A local S3-compatible server (the s3rver package) on a free port, its objects in a temporary
 * folder, with one empty bucket. The keys are any: s3rver takes every signature it can parse.
 */
export async function startS3Server(bucket = 'gg-test-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'gg-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    storage: { kind: 's3', bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
