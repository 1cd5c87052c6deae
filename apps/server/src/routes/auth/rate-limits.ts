import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

type Limit = { max: number; windowMs: number };
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// Keyed by address and account, so one address cannot hammer one account while many people behind
// one office address can still each log in; the address-wide ceiling stops spraying many accounts.
// The route leads the key: each endpoint counts on its own, also in a shared Redis store where every
// limiter of this plugin writes to the same key space (decision 116).
function addressAndEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  return `${route}|${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/*
 * createRateLimit rather than route config: the plugin runs only one of its limits per request, and
 * these endpoints need two (per account, and per address across all of them).
 */
function limiter(app: FastifyInstance, limit: Limit, keyGenerator: (request: FastifyRequest) => string): Hook {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.');
  };
}

/** A preHandler: the limit per client address and email (the body is parsed by then). */
export function perAccountLimit(app: FastifyInstance, limit: Limit): Hook {
  return limiter(app, limit, addressAndEmail);
}

/** An onRequest hook: one counter per client address, shared by every route it is put on. */
export function perAddressLimit(app: FastifyInstance, limit: Limit): Hook {
  return limiter(app, limit, (request) => request.ip);
}
