/**
 * One cover, decided in one place (issue 31). A design is artwork on a 540 × 765 card (the
 * booklet's own proportions, SPEC §2) with a box where the title and the recipient's name are
 * typeset. `composeCoverSvg` turns a design and the organiser's words into one SVG document; the
 * browser shows that document, the server draws it to PNG for mail, social previews and the
 * keepsake, so every place shows the same cover.
 */
export const COVER_WIDTH = 540;
export const COVER_HEIGHT = 765;

/** Bundled open-licence fonts, by role; each design picks one for its title and one for the name. */
export const COVER_FONTS = ['display', 'script', 'serif', 'sans'] as const;
export type CoverFont = (typeof COVER_FONTS)[number];

/** The occasions designs are grouped by in the picker: the writer's, plus a few it lacks. */
export const COVER_OCCASIONS = [
  'birthday',
  'farewell',
  'retirement',
  'new-baby',
  'wedding',
  'engagement',
  'thank-you',
  'sympathy',
  'get-well',
  'congratulations',
  'anniversary',
  'graduation',
  'new-job',
  'holidays',
  'work-anniversary',
  'celebration',
] as const;
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
