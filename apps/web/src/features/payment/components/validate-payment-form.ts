import { checkCardMinimum, type Market } from '@groupgift/domain';
import { i18n } from '../../../lib/i18n';
import { PAY_NS } from '../../../lib/pay-namespace';
import { METHOD_OF, type MethodChoice } from '../payment-methods';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A US ZIP code: five digits, or ZIP+4.
const US_ZIP = /^\d{5}(-?\d{4})?$/;

export type PaymentFormErrors = Partial<Record<'firstName' | 'lastName' | 'emailAddress' | 'termsAccepted' | 'method' | 'contributionQuestionAnswer' | 'address.postcode', string>>;

type Payer = { firstName: string; lastName: string; emailAddress: string };

/** The name and email checks (SPEC §5), in the order the fields appear. */
export function payerErrors(payment: Payer): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (!payment.firstName.trim()) errors.firstName = i18n.t('shared:validation.required');
  if (!payment.lastName.trim()) errors.lastName = i18n.t('shared:validation.required');
  const email = payment.emailAddress.trim();
  if (!email) errors.emailAddress = i18n.t('shared:validation.required');
  else if (!EMAIL.test(email)) errors.emailAddress = i18n.t('shared:validation.email');
  return errors;
}

/** The billing postal code check: US ZIP codes only, the one address field a US card needs here. */
function postalCodeError(market: Market, value: string): string | undefined {
  const code = value.trim();
  if (!code) return i18n.t('shared:validation.required');
  if (market === 'US' && !US_ZIP.test(code)) return i18n.t('postalCodeInvalid.US', { ns: PAY_NS });
  return undefined;
}

/**
 * The checks before a payment starts, in the order the fields appear (the first one gets focus).
 * `postalCode` is null when the page does not ask for one (not a card, or the provider's own fields
 * ask for it).
 */
export function validatePaymentForm(input: {
  variant: Market;
  payment: Payer & { termsAccepted: boolean };
  postalCode: string | null;
  choice: MethodChoice | null;
  /** The total the chosen method would charge, cents; the card minimum per market applies to it. */
  total?: number | null;
}): PaymentFormErrors {
  const errors: PaymentFormErrors = payerErrors(input.payment);
  if (!input.choice) errors.method = i18n.t('methodRequired', { ns: PAY_NS });
  else if (input.total != null) {
    const minimum = checkCardMinimum(input.total, METHOD_OF[input.choice], input.variant);
    if (minimum) errors.method = i18n.t(`shared:${minimum.key}`, minimum.params);
  }
  if (input.postalCode !== null) {
    const error = postalCodeError(input.variant, input.postalCode);
    if (error) errors['address.postcode'] = error;
  }
  if (!input.payment.termsAccepted) errors.termsAccepted = i18n.t('termsRequired', { ns: PAY_NS });
  return errors;
}
