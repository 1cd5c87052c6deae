import { COVER_HEIGHT, COVER_WIDTH, type CoverDesign, type CoverTextBox, type CoverWords } from '@groupgift/domain';
import { fitWords } from './fit-words';

/*
 * One cover as one standalone SVG document (issue 31, decision 148): the design's paper and art,
 * and the title and recipient's name set as outlines into its text box. Pages show it as an <img>,
 * the server draws it to PNG for mail, social previews and the keepsake: every place the same.
 */

export type CoverPhoto = { bytes: Buffer; type: 'image/jpeg' | 'image/png' };

export type ComposeOptions = {
  /** The organiser's photo: full-bleed, with the words on a dark band at its foot. */
  photo?: CoverPhoto | null;
  /** What assistive technology reads (the document's <title>). */
  alt?: string;
};

// A photo's words sit in a band across its lower part, white on a shade that keeps them legible
// whatever the photo (dark enough for 4.5:1 at its lightest point behind the words).
const PHOTO_BOX = { x: 40, y: 560, width: 460, height: 170, align: 'middle' } as const;
const PHOTO_WORD_COLOUR = '#ffffff';

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

function photoLayer(photo: CoverPhoto, shade: boolean): string {
  const href = `data:${photo.type};base64,${photo.bytes.toString('base64')}`;
  const image = `<image href="${href}" x="0" y="0" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`;
  if (!shade) return image;
  const band =
    '<defs><linearGradient id="cover-photo-band" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.28" stop-color="#000" stop-opacity="0.62"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient></defs>' +
    `<rect x="0" y="${PHOTO_BOX.y - 70}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - PHOTO_BOX.y + 70}" fill="url(#cover-photo-band)"/>`;
  return image + band;
}

/** The cover as a standalone SVG document in the 540 × 765 card's units. */
export function composeCoverSvg(design: CoverDesign, words: CoverWords, options: ComposeOptions = {}): string {
  const { photo } = options;
  const hasWords = Boolean(words.title.trim() || words.name.trim());
  const box: CoverTextBox = photo
    ? { ...design.text, ...PHOTO_BOX, titleColour: PHOTO_WORD_COLOUR, nameColour: PHOTO_WORD_COLOUR }
    : design.text;
  const set = fitWords(words, box);
  const ink = set.paths
    .map(({ d, role }) => `<path fill="${role === 'title' ? box.titleColour : box.nameColour}" d="${d}"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img">`,
    options.alt ? `<title>${escapeXml(options.alt)}</title>` : '',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${design.background}"/>`,
    photo ? photoLayer(photo, hasWords) : design.art,
    ink ? `<g class="cover-words">${ink}</g>` : '',
    '</svg>',
  ].join('');
}
