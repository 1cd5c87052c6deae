import { PLACEHOLDER_TITLE, type Collection, type CoverPage } from '@groupgift/domain';

/** First heading text of the organiser's invitation html, read without running or showing it. */
export function headingOfHtml(html: string | null | undefined): string | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const heading = document.querySelector('h1, h2, h3');
  const text = heading?.textContent?.trim();
  return text ? text : null;
}

/**
 * The invitation title (SPEC §2 right side). The collection has no title field of its own: the
 * subtitle, the card cover's title or the invitation's first heading stand for it, in that order.
 */
export function invitationTitle(collection: Collection, cover: CoverPage | null | undefined): string | null {
  // A designer's placeholder ("your title here") is not a title to show as the page heading.
  const coverTitle = cover?.title?.trim().toLowerCase() === PLACEHOLDER_TITLE ? '' : cover?.title?.trim();
  return collection.collectionSubtitle?.trim() || coverTitle || headingOfHtml(collection.invitationHtml) || collection.collectionOccasion || null;
}
