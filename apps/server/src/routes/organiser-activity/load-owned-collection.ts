import { contributePath, MESSAGES } from '@groupgift/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import { findOwnedCollection } from '../../db/repositories/organiser-activity-repository';
import { AppError, notFound } from '../../lib/app-error';

/** The signed-in organiser's collection; another organiser's reads as absent (never reveal it exists). */
export async function loadOwnedCollection(
  db: AppDatabase,
  request: FastifyRequest,
  guid: string,
): Promise<CollectionRow> {
  const organiser = request.organiser;
  // requireOrganiser runs first; this is only a guard against a route registered without it.
  if (!organiser) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
  const row = await findOwnedCollection(db, guid, organiser.id);
  if (!row) throw notFound('The collection');
  return row;
}

export function invitationUrl(origin: string, collectionGuid: string, inviteeGuid?: string): string {
  const url = new URL(contributePath(collectionGuid), origin);
  if (inviteeGuid) url.searchParams.set('invId', inviteeGuid);
  return url.toString();
}
