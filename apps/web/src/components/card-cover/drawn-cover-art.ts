import { coverArtFor, type CoverArt } from '@groupgift/domain';
import { loadCoverArts } from './art/cover-art';

/** The cover fields that decide its illustration (a subset of card-cover's `CoverPageLike`). */
export interface CoverArtFields {
  title?: string | null;
  className?: string | null;
  imageURL?: string | null;
  imageUrl?: string | null;
}

/**
 * The illustration a cover drawn from its fields shows: none with a photo, else the one its template
 * or the collection's words name (decision 104).
 */
export function drawnCoverArt(cover: CoverArtFields, occasionTexts: readonly (string | null | undefined)[] = []): CoverArt | null {
  if (cover.imageURL || cover.imageUrl) return null;
  return coverArtFor({ className: cover.className?.trim() || undefined, occasionTexts: [...occasionTexts, cover.title] });
}

/**
 * Loads the illustration such a cover shows, if any: the contributor's boot awaits it (decision 176)
 * so the first render draws the cover whole (loaded only then, with the cover's chunk).
 */
export async function loadDrawnCoverArt(cover: CoverArtFields, occasionTexts: readonly (string | null | undefined)[]): Promise<void> {
  const art = drawnCoverArt(cover, occasionTexts);
  if (art) await loadCoverArts([art]);
}
