import type { AppDatabase } from '../../db/client';
import { findCollectionByGuid, type CollectionRow } from '../../db/repositories/collections-repository';
import { findCoverByCollectionId, type CoverPageRow } from '../../db/repositories/group-cards-repository';
import { composeCoverSvg } from './compose-cover-svg';
import type { CoverPhotoReader } from './cover-photo';
import { coverPlanOf, type CoverPlan, type CoverSource } from './cover-plan';
import { coverPng, type CoverPngVariant } from './cover-png';
import { Lru } from './lru';

/*
 * A collection's cover, from its rows to the drawn SVG and PNG (issue 31, decision 148).
 */

/** The cover's source fields from a collection and its cover page (none: the collection's own words). */
export function coverSourceOf(collection: CollectionRow, cover: Pick<CoverPageRow, 'className' | 'title' | 'imageUrl'> | null): CoverSource {
  return {
    collectionGuid: collection.guid,
    className: cover?.className ?? null,
    coverTitle: cover?.title ?? null,
    collectionTitle: collection.title,
    recipientName: collection.recipientName,
    occasion: collection.occasion,
    imageUrl: cover ? cover.imageUrl : collection.imageUrl,
  };
}

/** The plan of a collection's cover, read from the database; null for an unknown or deleted collection. */
export async function coverPlanForGuid(db: AppDatabase, guid: string): Promise<CoverPlan | null> {
  const collection = await findCollectionByGuid(db, guid);
  if (!collection || collection.isDeleted) return null;
  return coverPlanForCollection(db, collection);
}

/** The plan of a collection's cover from its row (its cover page read from the database). */
export async function coverPlanForCollection(db: AppDatabase, collection: CollectionRow): Promise<CoverPlan> {
  const found = await findCoverByCollectionId(db, collection.id);
  return coverPlanOf(coverSourceOf(collection, found?.cover ?? null));
}

/** Composed covers by hash: a busy card's pages, mail and previews compose it once. */
const composed = new Lru<string, Promise<string>>(100);

/** The cover's SVG document, with its photo read and embedded (a photo that cannot be read leaves the design). */
export function coverSvgOf(plan: CoverPlan, photos: CoverPhotoReader | null): Promise<string> {
  let svg = composed.get(plan.hash);
  if (!svg) {
    svg = (async () => {
      const photo = plan.imageUrl && photos ? await photos(plan.imageUrl) : null;
      return composeCoverSvg(plan.design, plan.words, { photo, alt: plan.alt });
    })();
    svg.catch(() => composed.delete(plan.hash));
    composed.set(plan.hash, svg);
  }
  return svg;
}

/** The cover drawn to PNG: the cover at 2× or the 1200 × 630 social preview. */
export async function coverPngOf(plan: CoverPlan, variant: CoverPngVariant, photos: CoverPhotoReader | null): Promise<Buffer> {
  const svg = await coverSvgOf(plan, photos);
  return coverPng(plan.hash, variant, () => svg, plan.design.background);
}
