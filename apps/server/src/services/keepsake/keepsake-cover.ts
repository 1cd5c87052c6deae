import { coverPngOf } from '../covers/collection-cover';
import type { CoverPhotoReader } from '../covers/cover-photo';
import { coverPlanOf, type CoverSource } from '../covers/cover-plan';

/**
 * The keepsake's first page: the card's cover as one picture, the same drawing every other place
 * shows (decisions 148 and 152), at 2× (1080 × 1530). Null where it cannot be drawn (a platform
 * without the renderer): the keepsake is still written, its first page laid out from the cover's words.
 */
export function keepsakeCoverPng(source: CoverSource, photos: CoverPhotoReader | null): Promise<Buffer | null> {
  return coverPngOf(coverPlanOf(source), 'cover', photos).catch(() => null);
}
