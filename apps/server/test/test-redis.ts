import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import type { Config } from '../src/plugins/config';
import { testConfig } from './test-app';

/** The Redis the shared-state tests use (decision 116): TEST_REDIS_URL, or the local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own per test, so test files running at once never share counters or keys. */
export function testRedisPrefix(): string {
  return `gg-test-${randomBytes(6).toString('hex')}:`;
}

/** Whether a Redis answers at testRedisUrl; the tests that need one are skipped (and counted) when not. */
export async function redisAnswers(): Promise<boolean> {
  const url = new URL(testRedisUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The secrets every server of one site must share (decision 116), for tests that run several apps. */
export function sharedSecrets(): Partial<Config> {
  const base = testConfig();
  return {
    previewTokenSecret: 'preview-secret-shared-by-the-test-servers-0001',
    payments: {
      ...base.payments,
      receiptTokenSecret: 'receipt-secret-shared-by-the-test-servers-0001',
      sandboxWebhookSecret: 'whsec_shared_by_the_test_servers',
    },
  };
}
