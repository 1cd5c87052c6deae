import { MMW_OCCASIONS } from '../contract/magic-writer-choices';

/**
 * One cover, decided in one place (issue 31). A design is artwork on a 540 × 765 card (the
 * booklet's own proportions, SPEC §2) with a box where the title and the recipient's name are
 * typeset. `composeCoverSvg` turns a design and the organiser's words into one SVG document; the
 * browser shows that document, the server draws it to PNG for mail, social previews and the
 * keepsake, so every place shows the same cover.
 */
export const COVER_WIDTH = 540;
export const COVER_HEIGHT = 765;

/**
 * Bundled open-licence fonts (SIL OFL, from the @expo-google-fonts packages), by role; each design
 * picks one for its title and one for the name. The server sets the words as outlines with these
 * fonts, so every place (page, mail, social preview, keepsake) draws the same letters and the
 * browser downloads no font for a cover.
 */
export const COVER_FONTS = {
  display: '@expo-google-fonts/dm-serif-display/400Regular/DMSerifDisplay_400Regular.ttf',
  script: '@expo-google-fonts/dancing-script/700Bold/DancingScript_700Bold.ttf',
  serif: '@expo-google-fonts/fraunces/600SemiBold/Fraunces_600SemiBold.ttf',
  sans: '@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf',
} as const;
export type CoverFont = keyof typeof COVER_FONTS;

/** The occasions designs are grouped by in the picker: the writer's, plus a few it lacks. */
export const COVER_OCCASIONS = [...MMW_OCCASIONS, 'holidays', 'work-anniversary', 'celebration'] as const;
export type CoverOccasion = (typeof COVER_OCCASIONS)[number];

export interface CoverTextBox {
  /** Box in card units (0..540 × 0..765) the title and name are fitted into. */
  x: number;
  y: number;
  width: number;
  height: number;
  align: 'start' | 'middle' | 'end';
  titleFont: CoverFont;
  nameFont: CoverFont;
  titleColour: string;
  nameColour: string;
}

export interface CoverDesign {
  /** Stable id, stored with the cover as the class name `design-<id>`; never renamed. */
  id: string;
  occasion: CoverOccasion;
  /** Paper colour behind the artwork. */
  background: string;
  /**
   * SVG markup without the outer <svg> element, drawn in a 540 × 765 viewBox. Self-contained: no
   * external references, no scripts, no <text> (words are the composer's), ids prefixed with the
   * design id so two covers on one page never clash.
   */
  art: string;
  text: CoverTextBox;
}

/** The words the organiser types; both may be empty. */
export interface CoverWords {
  title: string;
  name: string;
}

export const COVER_DESIGN_CLASS_PREFIX = 'design-';

/**
 * Designs other code names by id: the fallback when nothing else fits, and the ones the demo and
 * the tests use. The designs list must contain them.
 */
export const FALLBACK_COVER_DESIGN = 'celebration-confetti';
export const REQUIRED_COVER_DESIGNS = [FALLBACK_COVER_DESIGN, 'birthday-balloons', 'farewell-paper-plane', 'get-well-flowers'] as const;

/**
 * Where the server draws a design with words that are not saved yet (the organiser's live preview):
 * the same drawing as a saved cover. SVG for pages, PNG (2×) for anything that cannot show SVG.
 */
export function coverPreviewPath(design: string, words: CoverWords, format: 'svg' | 'png' = 'svg'): string {
  const query = new URLSearchParams({ design, title: words.title, name: words.name });
  return `/api/covers/preview.${format}?${query.toString()}`;
}
