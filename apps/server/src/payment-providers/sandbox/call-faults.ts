import { ProviderError } from '../provider';
import type { FaultInjector, FaultKind } from './faults';

/**
 * Wraps every provider call: latency and a 503 strike before the work (nothing is charged); a
 * timeout or a lost answer strike after it (`afterCall`), so the caller never learns the outcome.
 */
export async function beforeCall(
  faults: FaultInjector,
  sleep: (ms: number) => Promise<void>,
): Promise<FaultKind | undefined> {
  const settings = faults.current();
  if (settings.latencyMs > 0) await sleep(settings.latencyMs);
  const fault = faults.draw();
  if (fault === 'server_error') throw new ProviderError('unavailable', 'Sandbox answered 503 Service Unavailable', 503);
  return fault;
}

/** Faults that strike after the work is done: the caller never learns the outcome. */
export async function afterCall(
  faults: FaultInjector,
  sleep: (ms: number) => Promise<void>,
  fault: FaultKind | undefined,
): Promise<void> {
  if (fault === 'timeout') {
    await sleep(faults.current().timeoutMs);
    throw new ProviderError('timeout', 'Sandbox did not answer in time');
  }
  if (fault === 'lost_response') throw new ProviderError('network', 'Connection reset before the sandbox answered');
}
