import { config } from '../../lib/config';

// The card templates' stylesheet lives with the card assets (a storage host in production) so
// designers can ship new templates without a web release. It is loaded once per page, with a
// cache-busting stamp so a new upload is picked up on the next visit instead of waiting on a CDN
// cache. The server chooses the stamp (stable between uploads, so browsers keep the file) and
// preloads the same address with the page (decision 119); the clock is only the dev server's fallback.
export const CARD_STYLESHEET_ID = 'group-card-stylesheet';

export function cardStylesheetUrl(base: string, timestamp: number | string): string {
  return `${base.replace(/\/$/, '')}/card.css?v=${timestamp}`;
}

export function ensureCardStylesheet(
  base: string = config.cardAssetBaseUrl,
  now: () => number | string = () => config.cardStylesheetVersion || Date.now(),
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
