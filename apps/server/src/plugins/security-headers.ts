import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { browserPolicy, type BrowserPolicy } from './security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP script nonce: the one inline script a page may carry must have it. */
    scriptNonce: string;
  }
}

/** A CSP script-src source for the nonce: a fixed one, or one per response. */
type NonceSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

/** Helmet's options for our policy (decision 094), with the script nonce where it goes. */
export function helmetOptions(policy: BrowserPolicy, nonce: NonceSource): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...policy.directives, 'script-src': [...(policy.directives['script-src'] ?? []), nonce] },
    },
    strictTransportSecurity: policy.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Provider SDKs may open a window (3-D Secure, wallets) and need to keep a handle on it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Sibling hosts of one site (the AU and US hosts) may embed each other's pictures.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** What helmet does to a response, in its order: a header set (name, value) or removed (name). */
export type HeaderStep = readonly [name: string, value?: string];

/** Runs helmet once against a response that only records what is done to it. */
export function recordHelmet(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: string) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name]),
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return steps;
}

/** Where the nonce goes while recording: base64 never has '_', and helmet accepts it in a source. */
const NONCE_MARK = '__script_nonce__';

/**
 * Helmet's headers worked out once: every one is the same on every response but the CSP, which
 * differs only by the nonce, so it is kept as the text before and after it (decision 174). Helmet
 * itself ran per request before: its middleware chain, a check of every CSP directive, a dozen
 * setHeader calls through it, about a tenth of a cached read.
 */
export function preparedHeaders(policy: BrowserPolicy): (res: ServerResponse, nonce: string) => void {
  const steps = recordHelmet(helmetOptions(policy, `'nonce-${NONCE_MARK}'`));
  const marked = steps.filter(([, value]) => value?.includes(NONCE_MARK));
  if (marked.length !== 1 || marked[0]![1]!.split(NONCE_MARK).length !== 2) {
    throw new Error('security headers: the CSP nonce must appear exactly once');
  }
  const [nonceHeader, template] = marked[0] as [string, string];
  const [beforeNonce, afterNonce] = template.split(NONCE_MARK) as [string, string];
  return (res, nonce) => {
    for (const [name, value] of steps) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, name === nonceHeader ? beforeNonce + nonce + afterNonce : value);
    }
  };
}

/**
 * The headers of an answer that is data, not a page (decision 181): OWASP's set for a REST answer.
 * A policy that allows nothing (a JSON answer runs no script, loads nothing, is framed by no one),
 * nosniff, no framing for older browsers, same-site reads only, and HSTS on https sites. The
 * page's others (COOP, the referrer and permissions policies, helmet's legacy switches) say nothing
 * about a JSON body, and leaving them out is a seventh of a cached read's work.
 */
export function dataHeaders(policy: BrowserPolicy): HeaderStep[] {
  return [
    ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-site'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    // Helmet's HSTS header, as pages get it (none on http).
    ...recordHelmet(helmetOptions(policy, "'none'")).filter(([name]) => name === 'Strict-Transport-Security'),
  ];
}

/** A route that declares its answers' schemas (every JSON API route, for the contract and OpenAPI): its answers are data. */
const answersData = (request: FastifyRequest) => request.routeOptions.schema?.response !== undefined;

const NONCE_BYTES = 16;
/** Random bytes for this many nonces are drawn at once: one call to the system's generator, not one per response. */
const NONCES_PER_DRAW = 256;

/**
 * A fresh nonce per call (16 random bytes, base64), each from bytes no other call gets. Drawing
 * them in batches is what Node does for randomUUID.
 */
export function nonceSource(): () => string {
  const pool = Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_DRAW);
  let at = pool.length;
  return () => {
    if (at === pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    const nonce = pool.toString('base64', at, at + NONCE_BYTES);
    at += NONCE_BYTES;
    return nonce;
  };
}

/**
 * Security headers on every response (decision 094): on pages, a nonce-based Content-Security-Policy,
 * HSTS on https sites, nosniff, a referrer policy and a permissions policy; on data answers (a route
 * that declares its answers' schemas), the data set (decision 181). Pages that need another policy
 * set their own header and it wins: the sandbox provider's pages (framed by the app's origin) and
 * /dev/mail.
 */
export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance, options: { config: Config }) {
    const policy = browserPolicy(options.config);
    app.decorateReply('scriptNonce', '');
    const writeHeaders = preparedHeaders(policy);
    const nextNonce = nonceSource();
    // One hook, not async: the nonce first, then the headers built from it.
    const data = dataHeaders(policy);
    app.addHook('onRequest', (request, reply, done) => {
      if (answersData(request)) {
        for (const [name, value] of data) reply.raw.setHeader(name, value!);
        return done();
      }
      const nonce = nextNonce();
      reply.scriptNonce = nonce;
      reply.header('permissions-policy', policy.permissionsPolicy);
      writeHeaders(reply.raw, nonce);
      done();
    });
  },
  { name: 'security-headers' },
);
