import {
  CARD_DESIGN,
  COVER_TYPE,
  KIDS_BIRTHDAY_STYLES,
  PLACEHOLDER_TITLE,
  PLACEHOLDER_TITLE_REPLACEMENT,
} from './constants';

/** SPEC §2: cover type 2 is the description layout, 3 the image layout; others have no extra class. */
export function coverLayoutClass(coverType: number): 'description-layout' | 'image-layout' | null {
  if (coverType === COVER_TYPE.DESCRIPTION) return 'description-layout';
  if (coverType === COVER_TYPE.IMAGE) return 'image-layout';
  return null;
}

/** SPEC §2: the card scales by the smaller of the horizontal and vertical ratios to the 540 × 765 design. */
export function cardScale(
  containerWidth: number,
  containerHeight: number = CARD_DESIGN.DEFAULT_PAGE_HEIGHT,
): number {
  if (!(containerWidth > 0) || !(containerHeight > 0)) return CARD_DESIGN.DEFAULT_ZOOM_SCALE;
  return Math.min(containerWidth / CARD_DESIGN.WIDTH, containerHeight / CARD_DESIGN.HEIGHT);
}

/** SPEC §2: page height is the width divided by the 0.706 width ratio (about 1.416 × width). */
export function cardPageHeight(width: number): number {
  return width / CARD_DESIGN.WIDTH_RATIO;
}

/**
 * SPEC §2: in the kids-birthday styles the placeholder title ("your title here") shows as "##".
 * The style is matched inside the cover's class name.
 */
export function displayCoverTitle(title: string, className: string | null | undefined): string {
  const style = className ?? '';
  const isKidsBirthday = KIDS_BIRTHDAY_STYLES.some((s) => style.includes(s));
  if (!isKidsBirthday) return title;
  return title.replace(new RegExp(PLACEHOLDER_TITLE, 'gi'), PLACEHOLDER_TITLE_REPLACEMENT);
}
