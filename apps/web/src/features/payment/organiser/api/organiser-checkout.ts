import { ORGANISER_PAYMENT_PATHS, type OrganiserCheckoutRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import type { PaymentAnswer } from '../../api/post-payment';
import { paymentAnswerSchema } from '../../../../lib/validators/web-schemas';
import type { MethodChoice } from '../../payment-methods';

const PATH_OF: Record<MethodChoice, string> = {
  card: ORGANISER_PAYMENT_PATHS.processCheckout,
  amex: ORGANISER_PAYMENT_PATHS.processCheckout,
  'apple-pay': ORGANISER_PAYMENT_PATHS.applePayCheckout,
  'google-pay': ORGANISER_PAYMENT_PATHS.googlePayCheckout,
  paypal: ORGANISER_PAYMENT_PATHS.processPayPal,
};

/** POST one organiser checkout (card, wallet or PayPal); the answer has ProcessCheckout's shape. */
export function organiserCheckout(
  choice: MethodChoice,
  body: OrganiserCheckoutRequest,
  idempotencyKey: string,
): Promise<PaymentAnswer> {
  return apiRequest(contractPath(PATH_OF[choice]), {
    name: 'organiserCheckout',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentAnswerSchema,
    errorMode: 'caller',
  });
}
