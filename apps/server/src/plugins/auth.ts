import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Config } from './config';

/** The signed-in organiser a session cookie names (set by the auth plugin, null for anonymous callers). */
export type SessionOrganiser = {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  market: 'AU' | 'US';
};

declare module 'fastify' {
  interface FastifyRequest {
    organiser: SessionOrganiser | null;
  }
}

/**
 * Resolves the session cookie to `request.organiser` and refuses cookie-authenticated writes
 * without the CSRF header (DESIGN §3). Placeholder until the accounts work lands.
 */
export const authPlugin = fp<{ config: Config }>(
  async (app) => {
    app.decorateRequest('organiser', null);
  },
  { name: 'auth' },
);

/** preHandler for organiser-only routes: 401 with the catalogue's session wording when signed out. */
export async function requireOrganiser(request: FastifyRequest): Promise<void> {
  if (!request.organiser) {
    throw new AppError(401, 'unauthorized', 'Your session has expired. Please log in again.');
  }
}
