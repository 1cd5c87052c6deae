import type { PictureProviderId } from '@groupgift/domain';
import type { z } from 'zod';
import { ProviderUnavailable } from './picture-provider';

/**
 * GETs a provider's JSON with a deadline and reads it through `schema`: a timeout, a refused
 * connection, an error status or an answer of another shape is ProviderUnavailable, never a crash.
 */
export async function getProviderJson<T>(
  provider: PictureProviderId,
  url: URL,
  options: { headers?: Record<string, string>; timeoutMs: number; schema: z.ZodType<T> },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ProviderUnavailable(provider, timedOut ? `no answer in ${options.timeoutMs} ms` : (error as Error).message);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderUnavailable(provider, `status ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderUnavailable(provider, 'answer is not JSON');
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ProviderUnavailable(provider, `unexpected answer (${parsed.error.issues[0]?.path.join('.')})`);
  return parsed.data;
}

/** Whether `host` is the host of the provider's API as configured (a test's double serves files there too). */
export const isHostOf = (baseUrl: string) => (host: string) => new URL(baseUrl).host === host;
