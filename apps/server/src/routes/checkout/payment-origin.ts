import type { FastifyRequest } from 'fastify';
import type { Config } from '../../plugins/config';

/**
 * The origin the payer's browser uses, for the provider's return URLs: the configured public URL
 * when there is one (behind a proxy), else the request's own (trustProxy honours X-Forwarded-*).
 */
export function paymentOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
}
