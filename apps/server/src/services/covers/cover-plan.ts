import { createHash } from 'node:crypto';
import { coverDesignFor, displayCoverTitle, type CoverDesign, type CoverImage, type CoverWords } from '@groupgift/domain';

/*
 * What a collection's cover is (issue 31, decision 148): the design its class name or occasion
 * names, the words on it, the photo if any, and a hash of all of it that names the drawing in
 * every address. Deciding this in one place is what makes every place show the same cover.
 */

/** Bumped when the composer draws the same inputs differently, so cached copies are not reused. */
const COMPOSER_VERSION = 1;

/** What a cover is drawn from: the collection's and its cover page's fields. */
export type CoverSource = {
  collectionGuid: string;
  className: string | null;
  /** The cover page's title; the collection's title stands in when it is empty. */
  coverTitle: string | null;
  collectionTitle: string;
  recipientName: string | null;
  occasion: string | null;
  /** The cover's photo (an uploaded picture's path), or null for a drawn design. */
  imageUrl: string | null;
};

export type CoverPlan = {
  collectionGuid: string;
  design: CoverDesign;
  words: CoverWords;
  imageUrl: string | null;
  alt: string;
  hash: string;
};

/** The words assistive technology reads for a cover: "Cover: <title> for <name>". */
export function coverAlt({ title, name }: CoverWords): string {
  if (title && name) return `Cover: ${title} for ${name}`;
  if (title) return `Cover: ${title}`;
  if (name) return `Cover for ${name}`;
  return 'Cover';
}

/** A hash naming what a design with these words (and photo) draws. */
export function coverHash(design: CoverDesign, words: CoverWords, imageUrl: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([COMPOSER_VERSION, design, words.title, words.name, imageUrl]))
    .digest('hex')
    .slice(0, 16);
}

export function coverPlanOf(source: CoverSource): CoverPlan {
  const title = (source.coverTitle?.trim() || source.collectionTitle).trim();
  const words: CoverWords = {
    // SPEC §2: the kids-birthday styles show "##" for the designer's placeholder title.
    title: displayCoverTitle(title, source.className),
    name: source.recipientName?.trim() ?? '',
  };
  const design = coverDesignFor({
    className: source.className,
    occasionTexts: [source.occasion, source.collectionTitle, source.coverTitle],
  });
  const imageUrl = source.imageUrl?.trim() || null;
  return { collectionGuid: source.collectionGuid, design, words, imageUrl, alt: coverAlt(words), hash: coverHash(design, words, imageUrl) };
}

/** The saved cover's path: `/api/covers/<collectionGuid>-<hash>.<svg|png>` (`-og.png` for the social preview). */
export function coverFilePath(plan: Pick<CoverPlan, 'collectionGuid' | 'hash'>, kind: 'svg' | 'png' | 'social'): string {
  const name = kind === 'social' ? `${plan.hash}-og.png` : `${plan.hash}.${kind}`;
  return `/api/covers/${plan.collectionGuid}-${name}`;
}

/** The cover as the API hands it out: absolute addresses on the site's configured origin. */
export function coverImageOf(plan: CoverPlan, origin: string): CoverImage {
  return {
    svg: `${origin}${coverFilePath(plan, 'svg')}`,
    png: `${origin}${coverFilePath(plan, 'png')}`,
    alt: plan.alt,
    hash: plan.hash,
  };
}
