import { z } from 'zod';
import { formatMessage, MESSAGES } from '../messages';

/** Shared building blocks of the API contract. Money is always integer cents. */

export const centsSchema = z
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .nonnegative({ error: formatMessage('validation.greaterThanOrEqual', { n: 0 }) })
  .max(Number.MAX_SAFE_INTEGER);

/** Whole-number counts (people joined, contributions, sequence numbers). */
export const countSchema = z.number().int().nonnegative();

/** Percent units: 2.9 means 2.9 %. */
export const percentSchema = z.number().nonnegative().max(100);

/** Cents that may arrive as text ("1500") from older servers; always a number after parsing. */
export const centsFromTextSchema = z.union([
  centsSchema,
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, { error: MESSAGES['validation.wholeNumber'] })
    .transform(Number),
]);

export const guidSchema = z.uuid();

/** ISO 8601 date-time. The server may hand in a Date; it leaves as a string. */
export const isoDateTimeSchema = z.union([
  z.iso.datetime({ offset: true }),
  z.date().transform((d) => d.toISOString()),
]);

/** Free text the server may omit: null when absent. */
export const optionalTextSchema = z.string().nullable().default(null);

/** Required user input, trimmed before any other check (SPEC §5). */
export const requiredTrimmedSchema = z.string().trim().min(1, { error: MESSAGES['validation.required'] });

/** The longest answer to a collection's contribution question (SPEC §3 collectionAnswer). */
export const COLLECTION_ANSWER_MAX_LENGTH = 1000;

/**
 * The contributor's answer to the collection's question, trimmed (SPEC §5). Sent with a payment and,
 * on sign-only pathways, with the message; too long is refused with the catalogue's wording.
 */
export const collectionAnswerSchema = z
  .string()
  .trim()
  .max(COLLECTION_ANSWER_MAX_LENGTH, {
    error: formatMessage('validation.maxLength', { n: COLLECTION_ANSWER_MAX_LENGTH }),
  });

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: MESSAGES['validation.required'] })
  .pipe(z.email({ error: MESSAGES['validation.email'] }));

/** Numbers in a query string arrive as text. */
export const queryIntSchema = z.coerce.number().int().positive();

/** Query flags arrive as "true"/"false". */
export const queryBooleanSchema = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
