import { z } from 'zod';
import { parseEnv } from '../../plugins/config-error';

/*
 * The delivery job (decision 106). A scheduled card must go within a minute of its time, so the
 * job looks for due deliveries every 15 s by default; a shorter interval costs one indexed query.
 */
export const deliveryEnvSchema = z.object({
  DELIVERY_JOB_INTERVAL_MS: z.coerce.number({ message: 'must be a number' }).int().min(1_000).max(60_000).default(15_000),
});

export type DeliveryConfig = {
  /** How often the job claims due scheduled deliveries. */
  jobIntervalMs: number;
};

export function readDeliveryConfig(env: Record<string, string | undefined>): DeliveryConfig {
  const e = parseEnv(deliveryEnvSchema, env);
  return { jobIntervalMs: e.DELIVERY_JOB_INTERVAL_MS };
}
