import { COVER_HEIGHT, COVER_WIDTH } from '@groupgift/domain';
import { Lru } from './lru';

/*
 * A composed cover drawn to PNG (issue 31): for mail (which shows no SVG), the social preview and the
 * keepsake. Drawn by resvg on libuv's thread pool (renderAsync), so the event loop keeps serving,
 * and kept by content hash in a bounded cache: a busy card's mail and link previews draw it once.
 */

/** Twice the card's size: sharp on a phone and in print at the keepsake's cover size. */
export const COVER_PNG_SCALE = 2;
/** The social preview's shape (Open Graph and Twitter's large card). */
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
/** About 40 covers of 300–900 KB each. */
const MAX_CACHED = 40;

export type CoverPngVariant = 'cover' | 'social';

const cache = new Lru<string, Promise<Buffer>>(MAX_CACHED);

/** A paper colour a shade darker (by `amount` of the way to black), so the card stands out on it. */
function shade(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#e8e2d8';
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** The cover laid in the middle of a 1200 × 630 sheet a shade darker than its own paper. */
export function socialSvg(coverSvg: string, background: string): string {
  const margin = 40;
  const height = SOCIAL_SIZE.height - 2 * margin;
  const width = (height * COVER_WIDTH) / COVER_HEIGHT;
  const x = (SOCIAL_SIZE.width - width) / 2;
  const inner = coverSvg.replace(/^<svg[^>]*>/, `<svg x="${x}" y="${margin}" width="${width}" height="${height}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SOCIAL_SIZE.width} ${SOCIAL_SIZE.height}" width="${SOCIAL_SIZE.width}" height="${SOCIAL_SIZE.height}">` +
    `<rect width="${SOCIAL_SIZE.width}" height="${SOCIAL_SIZE.height}" fill="${shade(background, 0.1)}"/>` +
    `<rect x="${x + 6}" y="${margin + 10}" width="${width}" height="${height}" rx="4" fill="#000" opacity="0.12"/>` +
    inner +
    '</svg>'
  );
}

async function draw(svg: string, width: number): Promise<Buffer> {
  // Loaded on first use: a platform without the renderer's binary loses the PNG, not the server.
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false }, shapeRendering: 2 });
  return image.asPng();
}

/**
 * The PNG of a composed cover (`svg`, whose content `hash` names it): the cover at 2×, or the
 * social preview at 1200 × 630. The cache holds the drawing in progress, so concurrent requests
 * share it; a failed drawing is tried again next time.
 */
export function coverPng(hash: string, variant: CoverPngVariant, svg: () => string, background: string): Promise<Buffer> {
  const key = `${hash}:${variant}`;
  let png = cache.get(key);
  if (!png) {
    png =
      variant === 'social'
        ? Promise.resolve().then(() => draw(socialSvg(svg(), background), SOCIAL_SIZE.width))
        : Promise.resolve().then(() => draw(svg(), COVER_WIDTH * COVER_PNG_SCALE));
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}
