import { z } from 'zod';
import { guidSchema } from './common';

/*
 * GIF and picture search on the sign page (issue 31, decisions 150 and 151). The browser asks our
 * server, which asks GIPHY, Tenor, Unsplash or Pexels with its own keys, or searches the bundled
 * library when none is configured. A chosen result is copied into our storage before a message uses it.
 */

export const PICTURE_KINDS = ['gif', 'sticker', 'picture'] as const;
export const pictureKindSchema = z.enum(PICTURE_KINDS);
export type PictureKind = z.infer<typeof pictureKindSchema>;

export const PICTURE_PROVIDERS = ['giphy', 'tenor', 'unsplash', 'pexels', 'library'] as const;
export const pictureProviderSchema = z.enum(PICTURE_PROVIDERS);
export type PictureProviderId = z.infer<typeof pictureProviderSchema>;

export const PICTURE_QUERY_MAX = 100;
/** Deep enough for anyone browsing; GIPHY's own API stops at an offset of 4,999. */
export const PICTURE_PAGE_MAX = 40;

export const pictureSearchQuerySchema = z.object({
  collection: guidSchema,
  q: z
    .string()
    .trim()
    .min(1, { error: 'Type a word to search for.' })
    .max(PICTURE_QUERY_MAX, { error: `Search for at most ${PICTURE_QUERY_MAX} characters.` }),
  kind: pictureKindSchema.default('gif'),
  page: z.coerce.number().int().min(1).max(PICTURE_PAGE_MAX).default(1),
});

/** Who made a result, as the provider's terms ask it to be credited. */
export const pictureCreditSchema = z.object({
  /** The words shown, e.g. "Photo by Ann Lee on Unsplash". */
  text: z.string(),
  name: z.string().nullable(),
  /** The maker's page (with the provider's referral parameters where its terms ask for them). */
  url: z.string().nullable(),
  /** The provider's page, e.g. https://unsplash.com/?utm_source=…&utm_medium=referral. */
  providerUrl: z.string().nullable(),
});
export type PictureCredit = z.infer<typeof pictureCreditSchema>;

export const pictureResultSchema = z.object({
  id: z.string(),
  provider: pictureProviderSchema,
  kind: pictureKindSchema,
  /** Alt text: the provider's description or title, or the library's title. */
  title: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  previewUrl: z.string(),
  /** A still of the preview, shown in the grid under prefers-reduced-motion; null when there is none. */
  previewStillUrl: z.string().nullable(),
  animated: z.boolean(),
  credit: pictureCreditSchema.nullable(),
  /** Opaque: what the choose route is given back. Signed by the server; never a URL the browser made up. */
  choice: z.string(),
});
export type PictureResult = z.infer<typeof pictureResultSchema>;

/** The provider's own mark, as its terms ask ("Powered by GIPHY", "Powered by Tenor" …). */
export const pictureProviderMarkSchema = z.object({
  provider: pictureProviderSchema,
  text: z.string(),
  url: z.string().nullable(),
});
export type PictureProviderMark = z.infer<typeof pictureProviderMarkSchema>;

export const pictureSearchPageSchema = z.object({
  results: z.array(pictureResultSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  mark: pictureProviderMarkSchema,
});
export type PictureSearchPage = z.infer<typeof pictureSearchPageSchema>;

export const choosePictureRequestSchema = z.object({
  collection: guidSchema,
  choice: z.string().min(1).max(4000),
});

/** Our stored copy: what a message's imageURL then names. */
export const chosenPictureSchema = z.object({
  imageURL: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnailURL: z.string(),
  /** The still first frame of an animated picture; null for a still one. */
  stillURL: z.string().nullable(),
});
export type ChosenPicture = z.infer<typeof chosenPictureSchema>;

