import { z } from 'zod';
import { deliverResponseSchema, deliveryStateSchema, type DeliverResponse } from '@groupgift/domain';

/**
 * The delivery calls answer the state, and the ones that issue a link answer it with the link (shown
 * once). Reading both shapes here keeps every screen on one `DeliverResponse`.
 */
export const deliveryAnswerSchema: z.ZodType<DeliverResponse> = z.union([
  deliverResponseSchema,
  deliveryStateSchema.transform((delivery) => ({ delivery, recipientUrl: null })),
]);
