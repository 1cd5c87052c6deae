/**
 * Log-in latency when Redis is up, killed, and hung (decision 133): a wrong log-in runs two limits
 * (per address, per account), whose counters live in Redis when it answers and in the server's
 * memory when it does not. Before decision 133 a limited call waited on ioredis's reconnects
 * (3.0, 6.2, 9.4, 12.6, then ~16 s) and the limit let it through.
 *
 *   npx tsx bench/redis-outage.ts            (BENCH_TRIES=40)
 *
 * Each try is a wrong password for its own account, so none is refused and every one pays for the
 * password check too. Then 11 wrong tries at one account: "limited" says whether the 11th was
 * refused, "refusedMs" how long that refusal took (the limits alone: it never reaches the password).
 */
import { ACCOUNT_PATHS } from '@groupgift/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/plugins/config';
import { startThrowawayRedis } from '../apps/server/test/throwaway-redis';
import { withSeededPglite } from './support/databases';

const TRIES = Number(process.env.BENCH_TRIES ?? 40);

type Row = { state: string; p50: number; max: number; limited: string; refusedMs: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const redis = await startThrowawayRedis();
try {
  await withSeededPglite(async (handle) => {
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', REDIS_URL: redis.url }), demoData: false };
    const app = await buildApp({ config, database: handle, migrate: false, logger: false });
    await app.ready();
    // The app's Redis client (plugins/redis.ts), to wait for it to notice each change.
    const client = () => (app as unknown as { redis: { status: string } }).redis;
    let run = 0;
    const measure = async (state: string): Promise<Row> => {
      run += 1;
      const times: number[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        const started = performance.now();
        await app.inject({
          method: 'POST',
          url: ACCOUNT_PATHS.logIn,
          payload: { email: `bench-${run}-${i}@example.test`, password: 'wrong password' },
          remoteAddress: `198.51.100.${run}`,
        });
        times.push(performance.now() - started);
      }
      const statuses: number[] = [];
      let refusedMs = 0;
      for (let i = 0; i < 11; i += 1) {
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: ACCOUNT_PATHS.logIn,
          payload: { email: `bench-limited-${run}@example.test`, password: 'wrong password' },
          remoteAddress: `192.0.2.${run}`,
        });
        refusedMs = performance.now() - started;
        statuses.push(res.statusCode);
      }
      times.sort((a, b) => a - b);
      return {
        state,
        p50: Math.round(percentile(times, 0.5)),
        max: Math.round(times.at(-1)!),
        limited: statuses[10] === 429 ? '11th refused' : `11th answered ${statuses[10]}`,
        refusedMs: Math.round(refusedMs * 10) / 10,
      };
    };
    const rows: Row[] = [await measure('Redis up')];
    await redis.kill();
    while (client().status === 'ready') await new Promise((resolve) => setTimeout(resolve, 20));
    rows.push(await measure('Redis killed'));
    await redis.start();
    while (client().status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50));
    redis.pause();
    rows.push(await measure('Redis hung (SIGSTOP)'));
    redis.resume();
    await app.close();
    console.log(`Wrong log-ins, ${TRIES} per state (ms):`);
    console.table(rows);
  });
} finally {
  await redis.kill();
}
