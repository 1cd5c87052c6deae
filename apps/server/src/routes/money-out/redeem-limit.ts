import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export type RedeemRateLimit = { max: number; windowMs: number };

/** A person redeems a few times at most; a client hammering the endpoint is stopped early. */
export const DEFAULT_REDEEM_RATE_LIMIT: RedeemRateLimit = { max: 20, windowMs: 60_000 };

/**
 * A preHandler limiting the redeem POSTs per client address and collection or link (the route's own
 * parameters), in the shared store when there is one (the rate-limit plugin's `createRateLimit`).
 */
export function redeemLimit(app: FastifyInstance, limit: RedeemRateLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `redeem|${request.url}|${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.');
  };
}
