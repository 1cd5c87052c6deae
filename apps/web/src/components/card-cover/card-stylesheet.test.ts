import { afterEach, describe, expect, it } from 'vitest';
import { CARD_STYLESHEET_ID, ensureCardStylesheet } from './card-stylesheet';

afterEach(() => {
  document.getElementById(CARD_STYLESHEET_ID)?.remove();
});

describe('ensureCardStylesheet', () => {
  it('adds the card stylesheet from the asset base with a cache-busting timestamp', () => {
    const link = ensureCardStylesheet('https://assets.example.test/cards/', () => 1700000000000);
    expect(link.getAttribute('href')).toBe('https://assets.example.test/cards/card.css?v=1700000000000');
    expect(link.rel).toBe('stylesheet');
    expect(document.head.contains(link)).toBe(true);
  });

  it('loads it only once however many cards ask for it', () => {
    ensureCardStylesheet('/card-assets', () => 1);
    ensureCardStylesheet('/card-assets', () => 2);
    const links = document.head.querySelectorAll(`#${CARD_STYLESHEET_ID}`);
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/card-assets/card.css?v=1');
  });

  it('uses /card-assets when no base is configured', () => {
    expect(ensureCardStylesheet().getAttribute('href')).toMatch(/^\/card-assets\/card\.css\?v=\d+$/);
  });
});
