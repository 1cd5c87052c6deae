import { randomBytes } from 'node:crypto';
import { cardDigits, cvcLength, detectBrand, expiryValid, luhnValid } from './card-rules';
import type { SandboxInstrument } from './store';
import { binProfile } from './test-cards';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  name: string;
}

export type CardFieldErrors = Partial<Record<keyof CardDetails, string>>;

/** Tokens live as long as a real provider's card token does. */
export const TOKEN_TTL_MS = 15 * 60 * 1000;

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Field errors in the words the hosted fields show next to each field; empty when valid. */
export function validateCard(card: CardDetails, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) errors.number = 'Enter a valid card number';
  if (!expiryValid(card.expiryMonth, card.expiryYear, now)) errors.expiryMonth = 'Enter an expiry date in the future';
  const brand = detectBrand(digits);
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc)) errors.cvc = `Enter the ${cvcLength(brand)}-digit security code`;
  if (card.name.trim().length === 0) errors.name = 'Enter the name on the card';
  return errors;
}

/** Builds the stored instrument and the browser's `tokenizedCard` for a valid card. */
export function tokeniseCard(card: CardDetails, now: Date): SandboxInstrument {
  const digits = cardDigits(card.number);
  const brand = detectBrand(digits);
  const profile = binProfile(brand);
  const token = newId('tok_sbx');
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const expiryYear = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  const last4 = digits.slice(-4);
  return {
    token,
    kind: 'card',
    cardNumber: digits,
    cardholderName: card.name.trim(),
    scheme: profile.scheme,
    last4,
    createdAt: now,
    expiresAt,
    tokenizedCard: {
      bin: digits.slice(0, 6),
      card_category: profile.cardCategory,
      card_type: profile.cardType,
      expires_on: expiresAt.toISOString(),
      expiry_month: card.expiryMonth,
      expiry_year: expiryYear,
      issuer_country: profile.issuerCountry,
      last4,
      preferred_scheme: brand === 'unknown' ? null : brand,
      product_id: profile.productId,
      product_type: profile.productType,
      scheme: profile.scheme,
      token,
      type: 'card',
    },
  };
}

/** A wallet token as the simulated Apple Pay or Google Pay sheet hands it back. */
export function tokeniseWallet(wallet: 'apple_pay' | 'google_pay', cardNumber: string, now: Date): SandboxInstrument {
  const digits = cardDigits(cardNumber);
  const profile = binProfile(detectBrand(digits));
  return {
    token: newId(wallet === 'apple_pay' ? 'applepay_sbx' : 'googlepay_sbx'),
    kind: wallet,
    cardNumber: digits,
    cardholderName: '',
    scheme: profile.scheme,
    last4: digits.slice(-4),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  };
}
