import type { FastifyInstance } from 'fastify';
import { resolveRecipientToken, type RecipientAccess } from '../../db/repositories/delivery-repository';
import { AppError } from '../../lib/app-error';

/** One answer for an unknown, revoked or not yet delivered link: it says nothing about any card. */
export const RECIPIENT_NOT_FOUND =
  'We could not find a card at this link. It may have been replaced by a newer one: ask the person who sent it to you.';

export function recipientNotFound(): AppError {
  return new AppError(404, 'not_found', RECIPIENT_NOT_FOUND);
}

/** The delivered card a recipient token opens, or the generic 404. */
export async function loadRecipientCard(app: FastifyInstance, token: string): Promise<RecipientAccess> {
  const access = await resolveRecipientToken(app.db, token);
  if (!access) throw recipientNotFound();
  return access;
}
