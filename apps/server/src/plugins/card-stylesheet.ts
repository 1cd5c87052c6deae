import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebRuntimeConfig } from './web-runtime-config';

/**
 * The card stylesheet's address with its cache-busting stamp (SPEC §2, decision 119). The stamp is
 * stable while the file is the same, so a returning visitor's browser keeps it, and new when it
 * changes: the configured version, else the hash of the copy this server serves, else its start time.
 */
export function cardStylesheetStamp(web: WebRuntimeConfig, webDistDir: string, startedAt = Date.now()): string {
  if (web.cardStylesheetVersion) return web.cardStylesheetVersion;
  const local = web.cardAssetBaseUrl.startsWith('/') ? join(webDistDir, web.cardAssetBaseUrl, 'card.css') : null;
  if (local && existsSync(local)) return createHash('sha256').update(readFileSync(local)).digest('hex').slice(0, 12);
  return String(startedAt);
}

export function cardStylesheetHref(web: Pick<WebRuntimeConfig, 'cardAssetBaseUrl'>, stamp: string): string {
  return `${web.cardAssetBaseUrl.replace(/\/$/, '')}/card.css?v=${encodeURIComponent(stamp)}`;
}

/**
 * Asks for the stylesheet with the page itself: the card is drawn only after the collection's details
 * arrive, and a stylesheet requested then lands late enough to resize the card (layout shift).
 */
export function cardStylesheetPreload(href: string): string {
  return `<link rel="preload" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" as="style">`;
}
