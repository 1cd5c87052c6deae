import { PAYMENT_METHOD, PAYMENT_METHODS_OFFERED, type PaymentMethod } from '@groupgift/domain';
import type { PaymentIconKind } from '../../components/ui/payment-select';

/** The choices of the payment dropdown, as string values (the select's option values). */
export type MethodChoice = 'amex' | 'card' | 'paypal' | 'google-pay' | 'apple-pay';

export const METHOD_OF: Record<MethodChoice, PaymentMethod> = {
  amex: PAYMENT_METHOD.AMERICAN_EXPRESS,
  card: PAYMENT_METHOD.CREDIT_CARD,
  paypal: PAYMENT_METHOD.PAYPAL,
  'google-pay': PAYMENT_METHOD.GOOGLE_PAY,
  'apple-pay': PAYMENT_METHOD.APPLE_PAY,
};

const CHOICE_OF: Partial<Record<PaymentMethod, MethodChoice>> = Object.fromEntries(
  Object.entries(METHOD_OF).map(([choice, method]) => [method, choice as MethodChoice]),
);

export const ICON_OF: Record<MethodChoice, PaymentIconKind> = {
  amex: 'amex',
  card: 'card',
  paypal: 'paypal',
  'google-pay': 'google-pay',
  'apple-pay': 'apple-pay',
};

/** The `?channel=` value of the result pages for each method. */
export const CHANNEL_OF: Record<MethodChoice, 'card' | 'paypal' | 'applepay' | 'googlepay'> = {
  amex: 'card',
  card: 'card',
  paypal: 'paypal',
  'google-pay': 'googlepay',
  'apple-pay': 'applepay',
};

export function choiceOf(method: number | null | undefined): MethodChoice | null {
  return method === null || method === undefined ? null : (CHOICE_OF[method as PaymentMethod] ?? null);
}

export function isCardChoice(choice: MethodChoice | null): choice is 'amex' | 'card' {
  return choice === 'amex' || choice === 'card';
}

export function isWalletChoice(choice: MethodChoice | null): choice is 'google-pay' | 'apple-pay' {
  return choice === 'google-pay' || choice === 'apple-pay';
}

export interface Availability {
  paypal: boolean;
  wallets: { applePay: boolean; googlePay: boolean };
}

/**
 * SPEC §9: American Express, Credit or Debit Card, PayPal, Google Pay and Apple Pay, in that order.
 * PayPal and the wallets are offered only where they can be used (DESIGN §4: a wallet the device
 * cannot use is hidden, not shown and refused).
 */
export function offeredChoices(availability: Availability): { value: MethodChoice; label: string }[] {
  const offered: { value: MethodChoice; label: string }[] = [];
  for (const { id, label } of PAYMENT_METHODS_OFFERED) {
    const choice = CHOICE_OF[id];
    if (!choice) continue;
    if (choice === 'paypal' && !availability.paypal) continue;
    if (choice === 'google-pay' && !availability.wallets.googlePay) continue;
    if (choice === 'apple-pay' && !availability.wallets.applePay) continue;
    offered.push({ value: choice, label });
  }
  return offered;
}

/**
 * The card's own brand decides its fee: an American Express card entered under "Credit or Debit
 * Card" pays the Amex rate, and the reverse.
 */
export function choiceForScheme(scheme: string | null | undefined): 'amex' | 'card' {
  const s = (scheme ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return s === 'amex' || s === 'americanexpress' ? 'amex' : 'card';
}
