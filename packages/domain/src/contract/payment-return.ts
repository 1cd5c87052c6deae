import { z } from 'zod';
import { guidSchema, isoDateTimeSchema } from './common';

/*
 * Also asked with `?attempt=<Idempotency-Key>` by a payment page reloaded while its attempt was in
 * flight: the key never left this browser, so it is as unguessable as the payment guid, and the page
 * learns whether the first attempt charged before it lets the payer pay again by another method.
 */
export const paymentStatusQuerySchema = z
  .object({ payment: guidSchema.optional(), attempt: z.uuid().optional() })
  .refine((q) => (q.payment === undefined) !== (q.attempt === undefined), {
    message: 'Give either payment or attempt',
  });

export const paymentStatusResponseSchema = z.object({
  paymentId: guidSchema,
  collectionGuid: guidSchema,
  paymentSuccessful: z.boolean(),
  status: z.enum(['created', 'requires_action', 'pending', 'succeeded', 'failed', 'refunded']),
  invoiceNumber: z.string().nullable(),
  /** When the payment settled (null until it has). */
  paymentDate: isoDateTimeSchema.nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
