// The API error envelope's schemas (DESIGN §3/§6). The codes, statuses and texts are in ../errors.ts,
// free of zod, so the browser's contributor routes read them without loading the schemas (decision 175).
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';

const errorCodeSchema = z.enum(ERROR_CODES);

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** `{ error: { code, message, details? } }`; 400/422 carry `details.fieldErrors`. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.looseObject({ fieldErrors: fieldErrorsSchema.optional() }).optional(),
  }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * `details` of a `repeat_contribution` refusal: the same email chipped in to the same collection a
 * short while ago, so the payer is asked before a second charge (decision 102).
 */
export const repeatContributionDetailsSchema = z.object({
  /** The earlier contribution's total, cents, in the collection's currency. */
  earlierAmountCents: z.number().int().nonnegative(),
  /** When the earlier contribution was made, ISO 8601 with its offset. */
  earlierAt: z.iso.datetime({ offset: true }),
  /** How many minutes back the question looks. */
  windowMinutes: z.number().int().positive(),
});

export type RepeatContributionDetails = z.infer<typeof repeatContributionDetailsSchema>;

/**
 * `details` of an `amount_mismatch` refusal because the card is not of the method the request named
 * (an American Express card sent as "Credit or Debit Card", or the reverse): the provider's record of
 * the card decides the fee. The page switches to `paymentMethod` and shows `quote` before charging.
 */
export const cardBrandMismatchDetailsSchema = z.object({
  reason: z.literal('card_brand'),
  /** SPEC §9 method id of the card the provider holds (2 American Express, 1 any other card). */
  paymentMethod: z.number().int().positive(),
  quote: z.object({ subtotal: z.number().int().nonnegative(), fee: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
});

export type CardBrandMismatchDetails = z.infer<typeof cardBrandMismatchDetailsSchema>;

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  details?: ErrorEnvelope['error']['details'],
): ErrorEnvelope {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}


/** Turns a zod error into `{ [field]: messages[] }`; the form's own fields are keyed by dotted path. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
