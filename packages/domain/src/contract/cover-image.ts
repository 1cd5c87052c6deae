import { z } from 'zod';
import { formatMessage } from '../messages';
import { textSchema } from './common';

/**
 * The one cover of a collection as the server draws it (issue 31, decision 148): the SVG pages
 * show, the PNG mail, social previews and the keepsake show, and the words assistive technology
 * reads. Both addresses carry a hash of what is drawn, so every place showing the same hash shows
 * the same cover. Absolute (from the site's configured address), so a mail can use them as they are.
 */
export const coverImageSchema = z.object({
  svg: z.string().min(1),
  png: z.string().min(1),
  alt: z.string(),
  /** A hash of the drawn cover; the same in both addresses. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type CoverImage = z.infer<typeof coverImageSchema>;

/** An optional cover on an answer: null where the server draws none (an older server, no card). */
export const optionalCoverImageSchema = coverImageSchema.nullable().default(null);

// The organiser collection's limits for a cover title and a recipient's name (kept here: that module
// imports the delivery contract, which imports this one).
const TITLE_MAX = 80;
const NAME_MAX = 100;
/** Design ids are lower-case words joined by hyphens. */
const DESIGN_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /api/covers/preview.svg|png: a design with words that are not saved yet (the organiser's live preview). */
export const coverPreviewQuerySchema = z.object({
  design: textSchema({ trim: true })
    .max(60, { error: formatMessage('validation.maxLength', { n: 60 }) })
    .regex(DESIGN_ID, { error: formatMessage('validation.alphanumericWith', { x: '-' }) }),
  title: textSchema({ trim: true })
    .max(TITLE_MAX, { error: formatMessage('validation.maxLength', { n: TITLE_MAX }) })
    .default(''),
  name: textSchema({ trim: true })
    .max(NAME_MAX, { error: formatMessage('validation.maxLength', { n: NAME_MAX }) })
    .default(''),
});

/** The saved cover of a collection: `<collectionGuid>-<hash>.svg|png`. */
export const COVER_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([0-9a-f]{16})(?:-(og))?\.(svg|png)$/;
