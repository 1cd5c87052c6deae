import { z } from 'zod';
import { formatMessage } from '../messages';

/**
 * Lists that page (issue 16): every long list (card messages, the organiser's contributions,
 * messages and invitees) is read a page at a time with an opaque keyset cursor. The cursor is the
 * last row's sort key, so a page costs the same at row 10 as at row 10,000 and rows written while
 * someone scrolls are neither skipped nor shown twice.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

/** Said of a cursor that is malformed, or well formed but not one the server made for that list. */
export const PAGE_CURSOR_INVALID = 'That page link is not valid: reload the list.';

/** Opaque to clients: base64url of the server's sort key. Never parsed outside the server. */
export const pageCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, { error: PAGE_CURSOR_INVALID });

/** `?cursor=&limit=` on every paged GET. No cursor means the first page. */
export const pageQuerySchema = z.object({
  cursor: pageCursorSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: formatMessage('validation.between', { min: 1, max: PAGE_SIZE_MAX }) })
    .max(PAGE_SIZE_MAX, { error: formatMessage('validation.between', { min: 1, max: PAGE_SIZE_MAX }) })
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** What every page carries beside its rows: the cursor of the next page, or null on the last. */
export const pageInfoSchema = z.object({ nextCursor: pageCursorSchema.nullable() });
