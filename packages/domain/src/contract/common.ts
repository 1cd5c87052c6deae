import { z } from 'zod';
import { formatMessage, MESSAGES } from '../messages';

/** Shared building blocks of the API contract. Money is always integer cents. */

/**
 * The bounds of PostgreSQL's `integer` (int4), the type of every id, count, size and cent amount we
 * store: a number outside them is refused here, not by the database with a 500 (decision 095).
 */
const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

// PostgreSQL's text cannot hold NUL at all, and the other C0 controls and DEL are never typed: they
// only break logs, mails and exports further on. Tab, line feed and carriage return stay allowed in
// multi-line fields (a card message, a description), and are trimmed off the ends of the others.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROLS = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROLS_MULTILINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export type TextOptions = {
  /** Allows tab, line feed and carriage return (a textarea). */
  multiline?: boolean;
  /** Trims first, so only controls inside the text are refused. */
  trim?: boolean;
  /** The message when the value is not a string at all. */
  error?: string;
};

/**
 * The one text primitive of the contract: every string a client sends (body, query, path) starts
 * here, so NUL and the other control characters are refused with a 400 that names the field.
 * A regex rather than a refinement, so the OpenAPI document shows the rule as a pattern.
 */
export function textSchema(options: TextOptions = {}): z.ZodString {
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  return (options.trim ? base.trim() : base).regex(options.multiline ? NO_CONTROLS_MULTILINE : NO_CONTROLS, {
    error: MESSAGES['validation.controlCharacters'],
  });
}

/** True when text holds a character `textSchema` refuses (for checks outside zod, e.g. CSV cells). */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? NO_CONTROLS_MULTILINE : NO_CONTROLS).test(text);
}

const int4Max = formatMessage('validation.lessThanOrEqual', { n: INT4_MAX });

/** Any int4 value (a nullable reference the client echoes, where 0 or a negative is merely unknown). */
export const int4Schema = z
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .min(INT4_MIN, { error: formatMessage('validation.greaterThanOrEqual', { n: INT4_MIN }) })
  .max(INT4_MAX, { error: int4Max });

/** A numeric id: a positive int4, as every identity column is. */
export const idSchema = z
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .positive({ error: formatMessage('validation.greaterThan', { n: 0 }) })
  .max(INT4_MAX, { error: int4Max });

/** A numeric id in a query string, where it arrives as text. */
export const queryIdSchema = z.coerce
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .positive({ error: formatMessage('validation.greaterThan', { n: 0 }) })
  .max(INT4_MAX, { error: int4Max });

export const centsSchema = z
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .nonnegative({ error: formatMessage('validation.greaterThanOrEqual', { n: 0 }) })
  // Cents are stored in int4 columns; the message speaks in the currency units people type.
  .max(INT4_MAX, { error: formatMessage('validation.lessThanOrEqual', { n: (INT4_MAX / 100).toFixed(2) }) });

/** Whole-number counts (people joined, contributions, sequence numbers, pixel sizes). */
export const countSchema = z
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .nonnegative({ error: formatMessage('validation.greaterThanOrEqual', { n: 0 }) })
  .max(INT4_MAX, { error: int4Max });

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
export const requiredTrimmedSchema = textSchema({ trim: true }).min(1, {
  error: MESSAGES['validation.required'],
});

/** The longest answer to a collection's contribution question (SPEC §3 collectionAnswer). */
export const COLLECTION_ANSWER_MAX_LENGTH = 1000;

/**
 * The contributor's answer to the collection's question, trimmed (SPEC §5). Sent with a payment and,
 * on sign-only pathways, with the message; too long is refused with the catalogue's wording.
 */
export const collectionAnswerSchema = textSchema({ trim: true, multiline: true }).max(
  COLLECTION_ANSWER_MAX_LENGTH,
  {
    error: formatMessage('validation.maxLength', { n: COLLECTION_ANSWER_MAX_LENGTH }),
  },
);

export const emailSchema = textSchema({ trim: true })
  .min(1, { error: MESSAGES['validation.required'] })
  .pipe(z.email({ error: MESSAGES['validation.email'] }));

