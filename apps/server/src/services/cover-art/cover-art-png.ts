import { createHash } from 'node:crypto';
import { COVER_ARTS, type CoverArt } from '@groupgift/domain';
import { COVER_ART_SVG } from './cover-art-drawings';

/*
 * The cover illustrations as PNGs for mail (decision 110): mail clients do not show SVG. Each drawing
 * (the web components' own markup, see cover-art-drawings.ts) is laid on a sheet of card paper and
 * drawn at twice the mail's 480 px column, once per process, on first request.
 */

/** The public path of the pictures; the file name carries the drawing's hash, so a URL never changes meaning. */
export const COVER_ART_ROUTE = '/api/cover-art/:file';
const PAPER = '#fbf6ef';
/** Twice the 480 px the mail shows it at, sharp on a phone's screen. */
const WIDTH_PX = 960;
// A margin of paper round the 320 × 240 drawing, as on the card's cover.
const MARGIN_X = 20;
const MARGIN_Y = 15;

function mailSvg(art: CoverArt): string {
  const width = 320 + 2 * MARGIN_X;
  const height = 240 + 2 * MARGIN_Y;
  const sheet = `<rect x="${-MARGIN_X}" y="${-MARGIN_Y}" width="${width}" height="${height}" fill="${PAPER}"/>`;
  return COVER_ART_SVG[art].replace(
    /^<svg[^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-MARGIN_X} ${-MARGIN_Y} ${width} ${height}" width="${width}" height="${height}">${sheet}`,
  );
}

/** The file name of each picture: its art id and a hash of what is drawn and how large. */
const FILE_NAMES = new Map<CoverArt, string>(
  COVER_ARTS.map((art) => {
    const hash = createHash('sha256')
      .update(`${WIDTH_PX}\n${mailSvg(art)}`)
      .digest('hex')
      .slice(0, 12);
    return [art, `${art}-${hash}.png`];
  }),
);

/** The site-relative URL of an illustration's PNG, e.g. `/api/cover-art/birthday-0123456789ab.png`. */
export function coverArtPngPath(art: CoverArt): string {
  return COVER_ART_ROUTE.replace(':file', FILE_NAMES.get(art) ?? `${art}.png`);
}

/**
 * Which illustration a file name asks for, and whether it is the current drawing (a mail sent before
 * a drawing changed still asks for the old hash: it gets today's drawing, not a broken picture).
 */
export function coverArtOfFile(file: string): { art: CoverArt; current: boolean } | null {
  const match = /^([a-z-]+?)(?:-([0-9a-f]{12}))?\.png$/.exec(file);
  const art = COVER_ARTS.find((a) => a === match?.[1]);
  if (!art) return null;
  return { art, current: FILE_NAMES.get(art) === file };
}

const rendered = new Map<CoverArt, Promise<Buffer>>();

/** The PNG of one illustration, drawn off the main thread the first time and kept for the process's life. */
export function coverArtPng(art: CoverArt): Promise<Buffer> {
  let png = rendered.get(art);
  if (!png) {
    // Loaded on first use: a platform without the renderer's binary loses the mail picture, not the server.
    png = import('@resvg/resvg-js')
      .then(({ renderAsync }) =>
        renderAsync(mailSvg(art), {
          fitTo: { mode: 'width', value: WIDTH_PX },
          font: { loadSystemFonts: false },
          shapeRendering: 2,
        }),
      )
      .then((image) => image.asPng());
    // A failed drawing is tried again on the next request rather than remembered.
    png.catch(() => rendered.delete(art));
    rendered.set(art, png);
  }
  return png;
}
