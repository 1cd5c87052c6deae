import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardStylesheetHref, cardStylesheetPreload, cardStylesheetStamp } from './card-stylesheet';
import { readWebRuntimeConfig } from './web-runtime-config';

function distWithCardCss(css: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gg-card-css-'));
  mkdirSync(join(dir, 'card-assets'));
  writeFileSync(join(dir, 'card-assets', 'card.css'), css);
  return dir;
}

describe('the card stylesheet stamp', () => {
  it('is the hash of the served file: the same while it is the same, new when it changes', () => {
    const web = readWebRuntimeConfig({});
    const a = cardStylesheetStamp(web, distWithCardCss('.card { color: red }'), 1);
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(cardStylesheetStamp(web, distWithCardCss('.card { color: red }'), 2)).toBe(a);
    expect(cardStylesheetStamp(web, distWithCardCss('.card { color: blue }'), 1)).not.toBe(a);
  });

  it('is the configured version for a storage host, else the start time', () => {
    expect(cardStylesheetStamp(readWebRuntimeConfig({ CARD_STYLESHEET_VERSION: '2026-11-26.1' }), '/nowhere')).toBe('2026-11-26.1');
    const remote = readWebRuntimeConfig({ CARD_ASSET_BASE_URL: 'https://assets.example.test/cards' });
    expect(cardStylesheetStamp(remote, '/nowhere', 1700000000000)).toBe('1700000000000');
  });

  it('refuses a version that could break out of the URL', () => {
    expect(() => readWebRuntimeConfig({ CARD_STYLESHEET_VERSION: 'a"><script>' })).toThrow();
  });

  it('is preloaded with the page at the address the card asks for', () => {
    const href = cardStylesheetHref({ cardAssetBaseUrl: '/card-assets/' }, 'abc123');
    expect(href).toBe('/card-assets/card.css?v=abc123');
    expect(cardStylesheetPreload(href)).toBe('<link rel="preload" href="/card-assets/card.css?v=abc123" as="style">');
  });
});
