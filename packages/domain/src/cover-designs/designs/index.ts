import type { CoverDesign } from '../types';

/** Every cover design the picker offers, in the picker's order (grouped by occasion). */
export const COVER_DESIGNS: readonly CoverDesign[] = [];
