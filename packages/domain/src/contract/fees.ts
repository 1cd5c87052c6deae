import { z } from 'zod';
import { centsSchema, percentSchema } from './common';

/**
 * SPEC §3 fee table (`pricingDto` on the collection): a fixed amount in cents and a percentage per fee
 * family, plus the Bulk Gifts fee. `bulkGiftsFee` is in percent units like the other percentages.
 */
export const feeTableSchema = z.object({
  amexFeeAmount: centsSchema.default(0),
  amexFeePercentage: percentSchema.default(0),
  ccFeeAmount: centsSchema.default(0),
  ccFeePercentage: percentSchema.default(0),
  paypalFeeAmount: centsSchema.default(0),
  paypalFeePercentage: percentSchema.default(0),
  stripeFeeAmount: centsSchema.default(0),
  stripeFeePercentage: percentSchema.default(0),
  bulkGiftsFee: percentSchema.default(0),
});
export type FeeTable = z.infer<typeof feeTableSchema>;
