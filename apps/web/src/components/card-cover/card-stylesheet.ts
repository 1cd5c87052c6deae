import { config } from '../../lib/config';

// The card templates' stylesheet lives with the card assets (a storage host in production) so
// designers can ship new templates without a web release. It is loaded once per page, with a
// timestamp so a new upload is picked up on the next visit instead of waiting on a CDN cache.
export const CARD_STYLESHEET_ID = 'group-card-stylesheet';

export function cardStylesheetUrl(base: string, timestamp: number): string {
  return `${base.replace(/\/$/, '')}/card.css?v=${timestamp}`;
}

export function ensureCardStylesheet(
  base: string = config.cardAssetBaseUrl,
  now: () => number = Date.now,
  doc: Document = document,
): HTMLLinkElement {
  const existing = doc.getElementById(CARD_STYLESHEET_ID);
  if (existing instanceof HTMLLinkElement) return existing;
  const link = doc.createElement('link');
  link.id = CARD_STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.href = cardStylesheetUrl(base, now());
  doc.head.appendChild(link);
  return link;
}
