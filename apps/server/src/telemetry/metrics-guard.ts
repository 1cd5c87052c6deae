import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, MESSAGES } from '@groupgift/domain';
import { isLocalRequest } from '../plugins/local-only';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (decision 153): this machine itself, judged as the other operator routes
 * judge it (the socket and the client address TRUST_PROXY yields, never a header), or anyone with
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a token the route does not exist for anyone
 * else (404, as the test-only pages); with one, a caller without it is told to authenticate (401).
 * Neither answer holds any figure.
 */
export function metricsGuard(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (isLocalRequest(request)) return;
    if (!expected) {
      await reply.status(404).send(errorEnvelope('not_found', MESSAGES['error.status404']));
      return;
    }
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Hashes of equal length, so the comparison takes as long whatever was sent.
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return;
    await reply
      .status(401)
      .header('www-authenticate', 'Bearer realm="metrics"')
      .send(errorEnvelope('unauthorized', 'A metrics token is required.'));
  };
}
