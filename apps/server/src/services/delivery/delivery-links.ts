import { DELIVERY_ROUTES } from '@groupgift/domain';

/** The recipient's private link: `/card/<token>` on the public origin. */
export function recipientUrl(origin: string, token: string): string {
  return `${origin}${DELIVERY_ROUTES.recipient.replace(':token', token)}`;
}

/**
 * A contributor's read-only view of the delivered card, as their receipt links it (decision 106):
 * the edit token rides in the fragment, so it never reaches a server log or a Referer. Before the
 * card is delivered the page says so.
 */
export function contributorCardUrl(origin: string, collectionGuid: string, editToken: string): string {
  return `${origin}${DELIVERY_ROUTES.contributor.replace(':id', collectionGuid)}#t=${encodeURIComponent(editToken)}`;
}
