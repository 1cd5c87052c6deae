import { COVER_DESIGNS } from './designs';
import { COVER_DESIGN_CLASS_PREFIX, FALLBACK_COVER_DESIGN, type CoverDesign } from './types';
import { coverArtFor } from '../cover-art';

export interface CoverDesignInput {
  /** The cover's class name: `design-<id>` names a design. */
  className?: string | null | undefined;
  /** What the collection is for, in the organiser's words: its occasion, title, cover title. */
  occasionTexts?: readonly (string | null | undefined)[];
}

const byId = (id: string) => COVER_DESIGNS.find((design) => design.id === id);

/**
 * Temporary (the designs branch replaces this file): the design a class name names, else the first
 * design of the occasion an older template or the collection's words name, else the fallback.
 */
export function coverDesignFor({ className, occasionTexts = [] }: CoverDesignInput): CoverDesign {
  for (const token of (className ?? '').split(/\s+/)) {
    if (!token.startsWith(COVER_DESIGN_CLASS_PREFIX)) continue;
    const found = byId(token.slice(COVER_DESIGN_CLASS_PREFIX.length));
    if (found) return found;
  }
  // The older templates and the collection's words name an occasion as the illustrations did.
  const occasion = coverArtFor({ className, occasionTexts });
  const themed = COVER_DESIGNS.find((design) => design.occasion === occasion);
  return themed || byId(FALLBACK_COVER_DESIGN) || COVER_DESIGNS[0]!;
}
