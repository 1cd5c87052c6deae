import { templateCoverArt, type CoverArtInput } from '../cover-art';
import { writerOccasionFor } from '../writer-occasion';
import { COVER_DESIGNS } from './designs/index';
import { COVER_DESIGN_CLASS_PREFIX, COVER_HEIGHT, COVER_WIDTH, FALLBACK_COVER_DESIGN, type CoverDesign, type CoverOccasion } from './types';

/** The design with this id, or undefined when there is none (an old or mistyped id). */
export function coverDesignById(id: string | null | undefined): CoverDesign | undefined {
  return COVER_DESIGNS.find((design) => design.id === id);
}

/** The design a cover's class name picks (`design-<id>`), or undefined when it names none. */
export function pickedCoverDesign(className: string | null | undefined): CoverDesign | undefined {
  for (const token of (className ?? '').split(/\s+/)) {
    if (token.startsWith(COVER_DESIGN_CLASS_PREFIX)) {
      const design = coverDesignById(token.slice(COVER_DESIGN_CLASS_PREFIX.length));
      if (design) return design;
    }
  }
  return undefined;
}

// Occasions the message writer does not know, read from the organiser's words before the writer's
// own: "work anniversary" is a work anniversary here, not a wedding anniversary.
const COVER_ONLY_WORDS: [CoverOccasion, RegExp][] = [
  ['work-anniversary', /work anniversar|years of service|years with us|years at /],
  ['holidays', /holiday|christmas|xmas|festive|season'?s greetings|hanukkah|diwali|new year|winter|eid\b/],
];

function coverOnlyOccasion(texts: readonly (string | null | undefined)[]): CoverOccasion | undefined {
  for (const text of texts) {
    const lower = text?.toLowerCase() ?? '';
    const found = COVER_ONLY_WORDS.find(([, words]) => words.test(lower));
    if (found) return found[0];
  }
  return undefined;
}

const fallback = (): CoverDesign => coverDesignById(FALLBACK_COVER_DESIGN) ?? (COVER_DESIGNS[0] as CoverDesign);

/**
 * The design a cover shows, from what covers store today: the design its class names
 * (`design-<id>`); else, for an older cover, a design of the occasion its illustrated or themed
 * template had (decision 104); else the first design of the occasion the collection's words name;
 * else the general celebration. Never nothing, so every cover without a photo has a drawing.
 */
export function coverDesignFor({ className, occasionTexts = [] }: CoverArtInput): CoverDesign {
  const picked = pickedCoverDesign(className);
  if (picked) return picked;
  const occasion: CoverOccasion =
    templateCoverArt(className) ?? coverOnlyOccasion(occasionTexts) ?? writerOccasionFor(...occasionTexts) ?? 'celebration';
  if (occasion === 'celebration') return fallback();
  return COVER_DESIGNS.find((design) => design.occasion === occasion) ?? fallback();
}

/**
 * A design's artwork alone on its paper, as a standalone SVG document: the picker's thumbnails
 * (the words are the server's, drawn into the live preview).
 */
export function coverDesignArtSvg(design: CoverDesign): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${design.background}"/>${design.art}</svg>`
  );
}
