import { createHash, randomInt } from 'node:crypto';
import { bankDetailsSchema, emailSchema, MARKET_CURRENCY, type BankDetails } from '@groupgift/domain';
import type { BankDestinationInput, CreatePayoutInput, IssueGiftCardInput } from '../payout-provider';
import { ProviderRequestError } from '../provider';
import type { SandboxBankBehaviour, SandboxPayoutFailure } from './payout-store';

/**
 * The sandbox's test accounts: what a payout does is chosen by the bank account number's last 4
 * digits or the PayPal email, so a test (or a person trying the demo) can reach every outcome.
 */
const BANK_BEHAVIOUR_BY_LAST4: Record<string, SandboxBankBehaviour> = {
  '0000': 'account_closed',
  '1111': 'name_mismatch',
  '2222': 'returns',
  '3333': 'pays_later',
};

export const BANK_FAILURES: Record<'account_closed' | 'name_mismatch' | 'returned', SandboxPayoutFailure> = {
  account_closed: { code: 'account_closed', message: 'The bank account is closed.', providerCode: 'account_closed' },
  name_mismatch: {
    code: 'name_mismatch',
    message: 'The account holder name does not match the bank account.',
    providerCode: 'incorrect_account_holder_name',
  },
  returned: { code: 'account_closed', message: 'The bank sent the payout back: the account is closed.', providerCode: 'account_closed' },
};

const PAYPAL_CLOSED: SandboxPayoutFailure = {
  code: 'account_closed',
  message: 'The PayPal account is closed or cannot receive money.',
  providerCode: 'RECEIVER_ACCOUNT_LOCKED',
};

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The details, checked as a provider would: the shared schema (BSB, ABA checksum) and the market's currency. */
export function validBank(input: BankDestinationInput): BankDetails {
  const parsed = bankDetailsSchema.safeParse(input.bank);
  if (!parsed.success) throw new ProviderRequestError('invalid_request', `Invalid bank details: ${parsed.error.issues[0]?.message ?? 'unknown'}`, 400);
  if (MARKET_CURRENCY[parsed.data.country] !== input.currency) {
    throw new ProviderRequestError('invalid_request', `A ${parsed.data.country} bank account takes ${MARKET_CURRENCY[parsed.data.country]}, not ${input.currency}`, 400);
  }
  if (!input.accountHolderName.trim()) throw new ProviderRequestError('invalid_request', 'The account holder name is required', 400);
  return parsed.data;
}

export function bankBehaviour(bank: BankDetails): SandboxBankBehaviour {
  return BANK_BEHAVIOUR_BY_LAST4[bank.accountNumber.slice(-4)] ?? 'pays';
}

/** Same key, same details: the same destination. Hashed, so the numbers are not kept. */
export function destinationFingerprint(input: BankDestinationInput, bank: BankDetails): string {
  const routing = bank.country === 'AU' ? bank.bsb : bank.routingNumber;
  return sha256([input.accountHolderName.trim(), bank.country, routing, bank.accountNumber, input.currency]);
}

export function payoutFingerprint(input: CreatePayoutInput): string {
  const to = input.destination.kind === 'bank' ? input.destination.destinationId : input.destination.email.trim().toLowerCase();
  return sha256([input.amountCents, input.currency, input.destination.kind, to, input.reference]);
}

export function giftCardFingerprint(input: IssueGiftCardInput): string {
  return sha256([input.amountCents, input.currency, input.reference]);
}

export function validPayPalEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new ProviderRequestError('invalid_request', 'The PayPal receiver must be an email address', 400);
  return parsed.data;
}

/** `closed@…` stands for a PayPal account that cannot receive money. */
export function payPalFailure(email: string): SandboxPayoutFailure | undefined {
  return email.trim().toLowerCase().startsWith('closed@') ? PAYPAL_CLOSED : undefined;
}

export function validAmount(amountCents: number): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new ProviderRequestError('invalid_request', 'amountCents must be a positive integer', 400);
}

// No 0/O, 1/I/L or U: a code read aloud or typed from an email cannot be mistaken.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `GG-XXXX-XXXX-XXXX` (30^12 ≈ 5·10^17 codes) and a 6-digit PIN, from the cryptographic random source. */
export function newGiftCardSecrets(): { code: string; pin: string } {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return { code: `GG-${group()}-${group()}-${group()}`, pin: String(randomInt(0, 1_000_000)).padStart(6, '0') };
}
