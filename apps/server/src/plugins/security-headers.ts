import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { browserPolicy } from './security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP script nonce: the one inline script a page may carry must have it. */
    scriptNonce: string;
  }
}

// Helmet's directive functions see only the raw response, so the nonce is looked up from it.
const nonces = new WeakMap<ServerResponse, string>();

/**
 * Security headers on every response (decision 094): a nonce-based Content-Security-Policy, HSTS
 * on https sites, nosniff, a referrer policy and a permissions policy. Pages that need another
 * policy set their own header and it wins: the sandbox provider's pages (framed by the app's
 * origin) and /dev/mail.
 */
export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance, options: { config: Config }) {
    const policy = browserPolicy(options.config);
    app.decorateReply('scriptNonce', '');
    const directives = {
      ...policy.directives,
      'script-src': [...(policy.directives['script-src'] ?? []), (_req: unknown, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`],
    };
    // Helmet's middleware built once: @fastify/helmet built it again for every request (parsing the
    // directives each time), a tenth of a cached read's time (decision 171). The nonce directive is a
    // function, still called per response.
    const applyHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: policy.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Provider SDKs may open a window (3-D Secure, wallets) and need to keep a handle on it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Sibling hosts of one site (the AU and US hosts) may embed each other's pictures.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    // One hook, not async: the nonce first, then the headers built from it.
    app.addHook('onRequest', (request, reply, done) => {
      const nonce = randomBytes(16).toString('base64');
      reply.scriptNonce = nonce;
      nonces.set(reply.raw, nonce);
      reply.header('permissions-policy', policy.permissionsPolicy);
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
