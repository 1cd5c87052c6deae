import { z } from 'zod';
import { guidSchema, isoDateTimeSchema, textSchema } from './common';
import { PREVIEW_MESSAGE, PREVIEW_MESSAGE_SOURCE } from '../preview';

/**
 * The organiser's preview of the contributor screens (SPEC §2 "Preview behaviour", decisions
 * 069–070). A preview is read-only: the organiser's session or a short-lived signed preview token
 * opens it, and nothing the preview does is stored or charged.
 */
export const PREVIEW_PATHS = {
  /** POST, organiser-only: a signed preview token for one of the organiser's collections. */
  token: '/api/organiser/collections/:id/preview-token',
  /** GET ?collection=<guid>[&token=<token>]: the collection as the contributor screens read it. */
  collection: '/api/preview/collection',
} as const;

export function previewTokenPath(collectionGuid: string): string {
  return PREVIEW_PATHS.token.replace(':id', encodeURIComponent(collectionGuid));
}

/** How long a preview token opens the preview (long enough to walk the steps, short if it leaks). */
export const PREVIEW_TOKEN_TTL_SECONDS = 15 * 60;

export const previewTokenParamsSchema = z.object({ id: guidSchema });

export const previewTokenResponseSchema = z.object({
  token: z.string().min(1),
  expiresAt: isoDateTimeSchema,
});
export type PreviewTokenResponse = z.infer<typeof previewTokenResponseSchema>;

export const previewCollectionQuerySchema = z.object({
  collection: guidSchema,
  token: textSchema().min(1).max(2048).optional(),
});
// The answer is the contribution-details shape (collectionResponseSchema, group card included),
// so the contributor screens render the preview from exactly what they render a real visit from.

export const previewMessageSchema = z.object({
  source: z.literal(PREVIEW_MESSAGE_SOURCE),
  name: z.enum([PREVIEW_MESSAGE.firstPage, PREVIEW_MESSAGE.groupCard, PREVIEW_MESSAGE.contribution]),
  collectionGuid: guidSchema,
  /** The preview step the page shows ('' for the landing page). */
  step: textSchema().max(40),
  /** The page's content height in CSS pixels, so the embedding frame can fit it without a scrollbar. */
  height: z.number().int().min(0).max(100_000),
});
export type PreviewMessage = z.infer<typeof previewMessageSchema>;
