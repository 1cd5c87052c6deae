import { z } from 'zod';
import { centsSchema, countSchema, guidSchema } from './common';

/*
 * Refunds (organiser-only). The organiser refunds a contributor's whole payment on one of their
 * own collections; the contribution leaves the collection's collected, joined and charity figures
 * in the same transaction (decision 078). Money in cents.
 */

// `:paymentGuid` is the contribution's guid, as the organiser's contributions list shows it.
export const REFUND_PATHS = {
  refund: '/api/organiser/contributions/:paymentGuid/refund',
} as const;

export function refundPath(paymentGuid: string): string {
  return REFUND_PATHS.refund.replace(':paymentGuid', encodeURIComponent(paymentGuid));
}

export const refundParamsSchema = z.object({ paymentGuid: guidSchema });

/** No fields yet: always the whole payment. An object so a reason or an amount can be added later. */
export const refundRequestSchema = z.object({}).strict();

/**
 * `refunded`: the money is on its way back and the figures already dropped.
 * `pending`: the provider accepted the refund and confirms it later (its webhook settles it).
 */
const refundStatusSchema = z.enum(['refunded', 'pending']);

export const refundResponseSchema = z.object({
  paymentGuid: guidSchema,
  status: refundStatusSchema,
  /** What goes back to the contributor: the total they paid, fee included. */
  amount: centsSchema,
  /** The collection's figures after the refund (SPEC §3 names). */
  collection: z.object({
    guid: guidSchema,
    soFarCollected: centsSchema,
    joinedSofar: countSchema,
    charityShare: centsSchema,
  }),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;
