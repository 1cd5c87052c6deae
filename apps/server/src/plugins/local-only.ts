import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, MESSAGES } from '@groupgift/domain';

const isLoopback = (address: string | undefined) =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address));

/**
 * A client on this machine itself, judged by the socket's address, never by a header (decision 093).
 * Behind a proxy on the same machine every socket is local, so the client's address as TRUST_PROXY
 * yields it must be local too.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/**
 * onRequest hook for test-only pages (captured mail, sandbox knobs): anyone else is told they do
 * not exist, since captured mail holds password-reset links.
 */
export async function localOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLocalRequest(request)) return;
  await reply
    .status(404)
    .send(errorEnvelope('not_found', MESSAGES['error.status404']));
}
