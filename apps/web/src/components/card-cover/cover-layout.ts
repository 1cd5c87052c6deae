// Pure rules for drawing a group card cover: booklet scaling, layout class, text styles and the
// kids-birthday "##" placeholder. Kept free of React so the maths is tested on its own; the
// numbers and the base rules come from the domain package.
import {
  CARD_DESIGN,
  cardPageHeight,
  cardScale,
  coverLayoutClass as domainCoverLayout,
  KIDS_BIRTHDAY_STYLES,
  PLACEHOLDER_TITLE_REPLACEMENT,
} from '@groupgift/domain';

export const CARD_DESIGN_WIDTH = CARD_DESIGN.WIDTH;
export const CARD_DESIGN_HEIGHT = CARD_DESIGN.HEIGHT;
/** Page width divided by page height (SPEC §9: 0.706, i.e. height ≈ 1.416 × width). */
export const CARD_WIDTH_RATIO = CARD_DESIGN.WIDTH_RATIO;
export const DEFAULT_PAGE_HEIGHT = CARD_DESIGN.DEFAULT_PAGE_HEIGHT;
export const DEFAULT_ZOOM = CARD_DESIGN.DEFAULT_ZOOM_SCALE;

export interface BookletSize {
  pageWidth: number;
  pageHeight: number;
  /** Factor applied to the 540 × 765 design so it fills the page. */
  scale: number;
}

/** Size before the container has been measured (SPEC §2 defaults). */
export const DEFAULT_BOOKLET_SIZE: BookletSize = {
  pageWidth: DEFAULT_PAGE_HEIGHT * CARD_WIDTH_RATIO,
  pageHeight: DEFAULT_PAGE_HEIGHT,
  scale: DEFAULT_ZOOM,
};

function usable(n: number | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/**
 * Page size for a booklet that is as wide as its container. When a container height is given the
 * page also fits inside it, keeping the card's proportions. The scale is the smaller of the
 * horizontal and vertical ratios so the design never overflows the page.
 */
export function computeBookletSize(containerWidth: number, containerHeight?: number): BookletSize {
  if (!usable(containerWidth)) return DEFAULT_BOOKLET_SIZE;
  let pageWidth = containerWidth;
  let pageHeight = cardPageHeight(pageWidth);
  if (usable(containerHeight) && pageHeight > containerHeight) {
    pageHeight = containerHeight;
    pageWidth = pageHeight * CARD_WIDTH_RATIO;
  }
  return { pageWidth, pageHeight, scale: cardScale(pageWidth, pageHeight) };
}

/** Extra layout class for a cover type: 2 → description layout, 3 → image layout, others none. */
export function coverLayoutClass(coverType: number | string | null | undefined): string | undefined {
  const layout = domainCoverLayout(Number(coverType));
  return layout ? `card-cover--${layout}` : undefined;
}

function normalise(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Matched on a normalised class name so "level-achieved", "LevelAchieved" and
// "kids_birthday_level_achieved" all count: the template names come from the card designer.
const KIDS_STYLES = KIDS_BIRTHDAY_STYLES.map(normalise);

export function isKidsBirthdayStyle(className: string | null | undefined): boolean {
  if (!className) return false;
  return className
    .split(/\s+/)
    .map(normalise)
    .some((token) => KIDS_STYLES.some((style) => token.includes(style)));
}

// The designer's untouched title box text ("your title here" and its variants). In the
// kids-birthday styles the title sits on a badge (a level number or an age), so "##" is the
// neutral stand-in until the organiser types one.
const PLACEHOLDER_TITLE = /\b(?:(?:type|add|enter)\s+)?your\s+title(?:\s+here)?\b/gi;
export const KIDS_TITLE_PLACEHOLDER = PLACEHOLDER_TITLE_REPLACEMENT;

/** Title as shown on load: placeholder text becomes "##" in the three kids-birthday styles. */
export function displayTitle(title: string | null | undefined, className: string | null | undefined): string {
  const text = title ?? '';
  if (!isKidsBirthdayStyle(className)) return text;
  return text.replace(PLACEHOLDER_TITLE, KIDS_TITLE_PLACEHOLDER);
}

const TEXT_ALIGNS = ['left', 'center', 'right', 'justify', 'start', 'end'] as const;
export type CoverTextAlign = (typeof TEXT_ALIGNS)[number];

/** Accepts "center", "Centre", "text-center" … and ignores anything else. */
export function toTextAlign(value: string | null | undefined): CoverTextAlign | undefined {
  if (!value) return undefined;
  const v = value
    .toLowerCase()
    .replace(/^text-/, '')
    .trim();
  const mapped = v === 'centre' ? 'center' : v;
  return (TEXT_ALIGNS as readonly string[]).includes(mapped) ? (mapped as CoverTextAlign) : undefined;
}

/**
 * Font size in design units. Numbers and bare numeric strings are pixels of the 540-wide design
 * (they scale with the booklet); strings with a unit ("2rem", "28px") are passed through.
 */
export function toFontSize(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${value}px` : undefined;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed) > 0 ? `${trimmed}px` : undefined;
  if (/^\d+(?:\.\d+)?(?:px|rem|em|%|pt)$/.test(trimmed)) return trimmed;
  return undefined;
}
