import type { MmwOccasion } from './contract/magic-writer';
import { MMW_OCCASIONS } from './contract/magic-writer-choices';
import { writerOccasionFor } from './writer-occasion';

/**
 * The cover illustrations the app ships (decision 104): one for each occasion of the message writer,
 * and a general celebration for a collection whose occasion says nothing we recognise.
 */
export const COVER_ARTS = [...MMW_OCCASIONS, 'celebration'] as const;
export type CoverArt = (typeof COVER_ARTS)[number];

/** The illustrated templates the cover designer offers: `illustrated-<art>`, one per illustration. */
export const ILLUSTRATED_TEMPLATES: readonly `illustrated-${CoverArt}`[] = COVER_ARTS.map((art) => `illustrated-${art}` as const);

// The older templates that already carry a theme keep the illustration of that theme, so "Farewell
// navy" never shows a birthday cake because the collection is called "Sam's birthday and leaving do".
const THEMED_TEMPLATES: Record<string, CoverArt> = {
  'classic-baby': 'new-baby',
  'new-baby-blush': 'new-baby',
  'birthday-confetti': 'birthday',
  'level-achieved': 'birthday',
  'age-green-balloon': 'birthday',
  'age-pink-balloon': 'birthday',
  'description-balloons': 'celebration',
  'description-trophy': 'congratulations',
  'congratulations-gold': 'congratulations',
  'description-rings': 'wedding',
  'image-cake': 'birthday',
  'farewell-navy': 'farewell',
  'good-luck': 'farewell',
  'thank-you-botanical': 'thank-you',
  'sympathy-lilac': 'sympathy',
};

function isCoverArt(value: string): value is CoverArt {
  return (COVER_ARTS as readonly string[]).includes(value);
}

/** The illustration an `illustrated-<art>` template names, or null for any other class name. */
export function illustratedTemplateArt(className: string | null | undefined): CoverArt | null {
  for (const token of (className ?? '').split(/\s+/)) {
    const match = /^illustrated-(.+)$/.exec(token);
    if (match?.[1] && isCoverArt(match[1])) return match[1];
  }
  return null;
}

/** The illustration a cover's template stands for: the one it names, else its theme's; null for neither. */
export function templateCoverArt(className: string | null | undefined): CoverArt | null {
  const picked = illustratedTemplateArt(className);
  if (picked) return picked;
  const themed = (className ?? '')
    .split(/\s+/)
    .map((token) => THEMED_TEMPLATES[token])
    .find((art): art is CoverArt => art !== undefined);
  return themed ?? null;
}

export interface CoverArtInput {
  /** The cover's template class name. */
  className?: string | null | undefined;
  /** What the collection is for, in the organiser's words: its occasion, title, cover title. */
  occasionTexts?: readonly (string | null | undefined)[];
}

/**
 * The illustration a cover without a photo shows: the one the organiser picked (an illustrated
 * template), else the theme of its template, else the occasion the collection names, else the
 * general celebration. Never nothing: a cover without a photo is never an empty frame.
 */
export function coverArtFor({ className, occasionTexts = [] }: CoverArtInput): CoverArt {
  const fromTemplate = templateCoverArt(className);
  if (fromTemplate) return fromTemplate;
  const occasion: MmwOccasion | undefined = writerOccasionFor(...occasionTexts);
  return occasion ?? 'celebration';
}
