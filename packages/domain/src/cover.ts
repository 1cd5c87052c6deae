import { CARD_DESIGN, COVER_TYPE, KIDS_BIRTHDAY_STYLES, PLACEHOLDER_TITLE_REPLACEMENT } from './constants';

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

function normalise(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Matched on a normalised class name so "level-achieved", "LevelAchieved" and
// "kids_birthday_level_achieved" all count: the template names come from the card designer.
const KIDS_STYLES = KIDS_BIRTHDAY_STYLES.map(normalise);

/** SPEC §2: whether a cover's class name is one of the three kids-birthday styles. */
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
const PLACEHOLDER_TITLE_PATTERN = /\b(?:(?:type|add|enter)\s+)?your\s+title(?:\s+here)?\b/gi;

/** SPEC §2: the title as shown on load; placeholder text becomes "##" in the kids-birthday styles. */
export function displayCoverTitle(title: string | null | undefined, className: string | null | undefined): string {
  const text = title ?? '';
  if (!isKidsBirthdayStyle(className)) return text;
  return text.replace(PLACEHOLDER_TITLE_PATTERN, PLACEHOLDER_TITLE_REPLACEMENT);
}
