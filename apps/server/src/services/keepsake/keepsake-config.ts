import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseEnv } from '../../plugins/config-error';

/*
 * How many keepsakes a server writes at once (decision 134). Each is written in a worker thread, so
 * the event loop stays free; the pool's size bounds the CPU and memory they take. The default leaves
 * a core to the event loop: one worker on one or two cores, two on more.
 */
const keepsakeEnvSchema = z.object({
  KEEPSAKE_WORKERS: z.coerce
    .number({ message: 'must be a whole number from 1 to 16' })
    .int('must be a whole number from 1 to 16')
    .min(1, 'must be a whole number from 1 to 16')
    .max(16, 'must be a whole number from 1 to 16')
    .optional(),
});

export type KeepsakeConfig = {
  /** Worker threads writing keepsakes at most at once. */
  workers: number;
  /** Keepsakes of different cards waiting for a worker before the next is answered 503. */
  maxQueue: number;
};

export function readKeepsakeConfig(env: Record<string, string | undefined>): KeepsakeConfig {
  const e = parseEnv(keepsakeEnvSchema, env);
  const workers = e.KEEPSAKE_WORKERS ?? (availableParallelism() > 2 ? 2 : 1);
  return { workers, maxQueue: 50 * workers };
}
