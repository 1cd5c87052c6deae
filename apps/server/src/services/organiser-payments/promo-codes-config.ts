import { z } from 'zod';

/** A promo code the operator configures (PROMO_CODES); upserted at start (decision 073). */
export type ConfiguredPromoCode = {
  code: string;
  discountPercentage: number;
  maxUses: number | null;
  validUntil: Date | null;
};

const entrySchema = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{1,40}$/, 'a code is letters, digits, _ or - (40 at most)'),
  discountPercentage: z.coerce.number().min(0).max(100),
  maxUses: z.coerce.number().int().positive().nullable(),
  validUntil: z.coerce.date().nullable(),
});

/**
 * PROMO_CODES: comma-separated `CODE:PERCENT[:MAX_USES][:VALID_UNTIL]`, e.g.
 * `WELCOME20:20,FREECARD:100:50:2027-01-31`. An empty part means "no limit".
 */
export function readPromoCodes(env: Record<string, string | undefined>): ConfiguredPromoCode[] {
  const raw = env.PROMO_CODES?.trim();
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [code = '', percent = '', maxUses = '', validUntil = ''] = part.split(':');
      const parsed = entrySchema.safeParse({
        code: code.trim().toUpperCase(),
        discountPercentage: percent,
        maxUses: maxUses.trim() === '' ? null : maxUses,
        validUntil: validUntil.trim() === '' ? null : validUntil,
      });
      if (!parsed.success) {
        throw new Error(`PROMO_CODES entry "${part}": ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      }
      return parsed.data;
    });
}
