import type { Market } from '@groupgift/domain';
import { i18n } from '../../../lib/i18n';
import { PAY_NS } from '../../../lib/pay-namespace';
import type { PaymentAddress } from '../state/payment-form-store';
import type { MethodChoice } from '../payment-methods';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PaymentFormErrors = Partial<
  Record<'firstName' | 'lastName' | 'emailAddress' | 'termsAccepted' | 'method' | 'contributionQuestionAnswer' | `address.${keyof PaymentAddress}`, string>
>;

/** The checks before a payment starts, in the order the fields appear (the first one gets focus). */
export function validatePaymentForm(input: {
  variant: Market;
  payment: { firstName: string; lastName: string; emailAddress: string; termsAccepted: boolean };
  address: PaymentAddress;
  choice: MethodChoice | null;
}): PaymentFormErrors {
  const { payment, address } = input;
  const errors: PaymentFormErrors = {};
  const email = payment.emailAddress.trim();
  const emailError = !email ? i18n.t('shared:validation.required') : EMAIL.test(email) ? undefined : i18n.t('shared:validation.email');
  // The US layout asks for the email first (link authentication), then the name.
  if (input.variant === 'US' && emailError) errors.emailAddress = emailError;
  if (!payment.firstName.trim()) errors.firstName = i18n.t('shared:validation.required');
  if (!payment.lastName.trim()) errors.lastName = i18n.t('shared:validation.required');
  if (input.variant !== 'US' && emailError) errors.emailAddress = emailError;
  if (input.variant === 'US') {
    for (const field of ['street', 'country', 'city', 'state', 'postcode'] as const) {
      if (!address[field].trim()) errors[`address.${field}`] = i18n.t('shared:validation.required');
    }
  }
  if (!input.choice) errors.method = i18n.t('methodRequired', { ns: PAY_NS });
  if (!payment.termsAccepted) errors.termsAccepted = i18n.t('termsRequired', { ns: PAY_NS });
  return errors;
}
