// How the web draws a group card cover: booklet size, layout class name and text styles. Kept free
// of React so the maths is tested on its own; the numbers and the SPEC §2 rules (scale, layout
// type, the kids-birthday "##" title) live in the domain package's cover.ts.
import { CARD_DESIGN, cardPageHeight, cardScale, coverLayoutClass as domainCoverLayout } from '@groupgift/domain';

export interface BookletSize {
  pageWidth: number;
  pageHeight: number;
  /** Factor applied to the 540 × 765 design so it fills the page. */
  scale: number;
}

/** Size before the container has been measured (SPEC §2 defaults). */
export const DEFAULT_BOOKLET_SIZE: BookletSize = {
  pageWidth: CARD_DESIGN.DEFAULT_PAGE_HEIGHT * CARD_DESIGN.WIDTH_RATIO,
  pageHeight: CARD_DESIGN.DEFAULT_PAGE_HEIGHT,
  scale: CARD_DESIGN.DEFAULT_ZOOM_SCALE,
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
    pageWidth = pageHeight * CARD_DESIGN.WIDTH_RATIO;
  }
  return { pageWidth, pageHeight, scale: cardScale(pageWidth, pageHeight) };
}

/** Extra layout class for a cover type: 2 → description layout, 3 → image layout, others none. */
export function coverLayoutClass(coverType: number | string | null | undefined): string | undefined {
  const layout = domainCoverLayout(Number(coverType));
  return layout ? `card-cover--${layout}` : undefined;
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
