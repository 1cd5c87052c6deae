import cookie from '@fastify/cookie';
import { CSRF_COOKIE, CSRF_HEADER, MESSAGES } from '@groupgift/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  deleteEndedSessions,
  deleteSession,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type OrganiserRow,
} from '../db/repositories/organiser-sessions-repository';
import type { AppDatabase } from '../db/client';
import { AppError } from '../lib/app-error';
import { newToken, secretsMatch, sha256 } from '../services/auth/tokens';
import type { AuthConfig, Config } from './config';

/** The signed-in organiser a session cookie names (set by the auth plugin, null for anonymous callers). */
export type SessionOrganiser = {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  market: 'AU' | 'US';
  /** An operator account (decision 155): the support console opens to it. */
  operator: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    organiser: SessionOrganiser | null;
  }
}

/** The httpOnly cookie holding the session token (only its hash is stored). */
export const SESSION_COOKIE = 'gg_session';

/** What the auth plugin learnt about the request's session, kept out of the public request type. */
export type ActiveSession = { id: number; csrfToken: string };
const sessions = new WeakMap<FastifyRequest, ActiveSession>();

/** The session behind `request.organiser` (log-out and password changes need its id). */
export function activeSession(request: FastifyRequest): ActiveSession | null {
  return sessions.get(request) ?? null;
}

export function toSessionOrganiser(row: OrganiserRow): SessionOrganiser {
  return {
    id: row.id,
    guid: row.guid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    market: row.market === 'AU' ? 'AU' : 'US',
    operator: row.operatorRole === 'support',
  };
}

// An idle window shorter than two minutes (tests) slides more often, so it can still be exercised.
const touchIntervalMs = (auth: AuthConfig) => Math.min(60_000, auth.sessionIdleMs / 2);

function isSecure(request: FastifyRequest, config: Config, auth: AuthConfig): boolean {
  if (auth.cookieSecure !== 'auto') return auth.cookieSecure;
  // A TLS-terminating proxy's X-Forwarded-Proto counts only when TRUST_PROXY names it (decision 093).
  return request.protocol === 'https' || Boolean(config.publicUrl?.startsWith('https:'));
}

function writeCookies(reply: FastifyReply, config: Config, token: string, csrfToken: string): void {
  const auth = config.auth;
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecure(reply.request, config, auth),
    maxAge: Math.floor(auth.sessionMaxAgeMs / 1000),
  };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  // Readable by the SPA, which echoes it in x-csrf-token: a cross-site page can neither read it nor
  // set the header, and it is worthless without the session it is bound to.
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** Starts a session for an organiser (sign up, log in) and sets both cookies; answers the CSRF token. */
export async function startSession(
  db: AppDatabase,
  reply: FastifyReply,
  config: Config,
  organiser: OrganiserRow,
): Promise<{ csrfToken: string }> {
  const auth = config.auth;
  const token = newToken();
  const csrfToken = newToken();
  const now = new Date();
  await deleteEndedSessions(db, organiser.id, now, auth.sessionIdleMs);
  await insertSession(db, {
    tokenHash: sha256(token),
    organiserId: organiser.id,
    csrfToken,
    now,
    expiresAt: new Date(now.getTime() + auth.sessionMaxAgeMs),
  });
  writeCookies(reply, config, token, csrfToken);
  return { csrfToken };
}

/**
 * Resolves the session cookie to `request.organiser` (DESIGN §3). A session ends after
 * `sessionIdleMs` without a request and at `expiresAt` whatever the activity (decision 060).
 */
export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const auth = config.auth;
    await app.register(cookie);
    app.decorateRequest('organiser', null);

    // Every route tagged 'organiser' also checks the session before its input is validated, so a
    // signed-out caller gets 401 (not a 400 about the body), even if a route forgot its preHandler.
    // A route tagged 'support' checks for an operator the same way (decision 155).
    const tagged: OrganiserRoute[] = [];
    const support: OrganiserRoute[] = [];
    organiserRouteLists.set(app, tagged);
    supportRouteLists.set(app, support);
    app.addHook('onRoute', (route: RouteOptions) => {
      const tags = (route.schema as { tags?: unknown } | undefined)?.tags;
      if (!Array.isArray(tags)) return;
      const check = tags.includes('organiser') ? requireOrganiser : tags.includes('support') ? requireOperator : null;
      if (!check) return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      for (const method of methods) (check === requireOperator ? support : tagged).push({ method: String(method), url: route.url });
      const existing = route.preValidation;
      route.preValidation = [check, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    });

    // A callback, not async: a request with no session cookie (a contributor's, most of them) costs
    // no promise (decision 174); one with a cookie looks its session up.
    app.addHook('onRequest', (request, reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return done();
      resolveSession(request, reply, token).then(() => done(), done);
    });

    async function resolveSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
      const found = await findSessionByTokenHash(app.db, sha256(token));
      const now = Date.now();
      if (!found) {
        clearSessionCookies(reply);
        return;
      }
      const { session, organiser } = found;
      const idleFor = now - session.lastSeenAt.getTime();
      if (idleFor > auth.sessionIdleMs || now >= session.expiresAt.getTime()) {
        await deleteSession(app.db, session.id);
        clearSessionCookies(reply);
        return;
      }
      // Slide the idle window, but write at most about once a minute per session.
      if (idleFor >= touchIntervalMs(auth)) await touchSession(app.db, session.id, new Date(now));
      request.organiser = toSessionOrganiser(organiser);
      sessions.set(request, { id: session.id, csrfToken: session.csrfToken });
    }
  },
  { name: 'auth', dependencies: ['db'] },
);

export type OrganiserRoute = { method: string; url: string };
const organiserRouteLists = new WeakMap<FastifyInstance, OrganiserRoute[]>();
const supportRouteLists = new WeakMap<FastifyInstance, OrganiserRoute[]>();

/** Every route registered with the 'organiser' tag (the authorisation sweep test walks them). */
export function listOrganiserRoutes(app: FastifyInstance): OrganiserRoute[] {
  return [...(organiserRouteLists.get(app) ?? [])];
}

/** Every route registered with the 'support' tag (the support console's refusal sweep walks them). */
export function listSupportRoutes(app: FastifyInstance): OrganiserRoute[] {
  return [...(supportRouteLists.get(app) ?? [])];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * preHandler for organiser-only routes: 401 with the catalogue's session wording when signed out,
 * 403 on a write whose x-csrf-token header is not the session's CSRF token.
 */
export async function requireOrganiser(request: FastifyRequest): Promise<void> {
  const session = sessions.get(request);
  if (!request.organiser || !session) {
    throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
  }
  if (!SAFE_METHODS.has(request.method)) {
    const header = request.headers[CSRF_HEADER];
    if (!secretsMatch(typeof header === 'string' ? header : undefined, session.csrfToken)) {
      throw new AppError(403, 'forbidden', MESSAGES['error.status301']);
    }
  }
}

/**
 * preValidation of the support console's routes (tag 'support'): the organiser checks first (401
 * signed out, 403 without the CSRF header on a write), then 403 for an account that is not an operator.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  await requireOrganiser(request);
  if (!request.organiser?.operator) throw new AppError(403, 'forbidden', MESSAGES['error.status301']);
}
