import {
  parseMoney,
  redeemRequestSchema,
  redemptionFeeCents,
  type Market,
  type RedeemMethod,
  type RedeemRequest,
} from '@groupgift/domain';
import { messageText } from '../../lib/i18n';

/** The redeem form as typed: money as text, every method's fields kept while the person switches. */
export interface RedeemValues {
  method: RedeemMethod;
  amount: string;
  accountHolderName: string;
  bsb: string;
  accountNumber: string;
  routingNumber: string;
  accountType: 'checking' | 'savings';
  paypalEmail: string;
  email: string;
  /** The catalogue brand chosen for a gift card (issue 33), and its name for the review. */
  brandId: string;
  brandName: string;
}

/** A field's error, keyed as the server names it (`bank.bsb`), so its answers land on the same field. */
export type RedeemErrors = Partial<Record<RedeemField, string>>;
export type RedeemField = 'amount' | 'accountHolderName' | 'bank.bsb' | 'bank.accountNumber' | 'bank.routingNumber' | 'paypalEmail' | 'email' | 'brandId';

const FIELDS: readonly RedeemField[] = ['amount', 'accountHolderName', 'bank.bsb', 'bank.accountNumber', 'bank.routingNumber', 'paypalEmail', 'email', 'brandId'];

/** The whole balance, as the amount field shows it ("123.45"). */
export function amountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function initialValues(available: number, method: RedeemMethod): RedeemValues {
  return {
    method,
    amount: amountText(available),
    accountHolderName: '',
    bsb: '',
    accountNumber: '',
    routingNumber: '',
    accountType: 'checking',
    paypalEmail: '',
    email: '',
    brandId: '',
    brandName: '',
  };
}

/** The request the values make, with its fee worked out; the server recomputes both. */
function requestOf(values: RedeemValues, market: Market, cents: number): RedeemRequest {
  const common = { amount: cents, fee: redemptionFeeCents(values.method, cents) };
  if (values.method === 'paypal') return { method: 'paypal', ...common, paypalEmail: values.paypalEmail.trim() };
  if (values.method === 'gift_card') return { method: 'gift_card', ...common, email: values.email.trim(), brandId: values.brandId };
  const bank =
    market === 'AU'
      ? { country: 'AU' as const, bsb: values.bsb, accountNumber: values.accountNumber }
      : { country: 'US' as const, routingNumber: values.routingNumber, accountNumber: values.accountNumber, accountType: values.accountType };
  return { method: 'bank', ...common, accountHolderName: values.accountHolderName, bank };
}

/** Maps a path the contract's schema or the server names onto the form's field. */
export function fieldOf(path: string): RedeemField | undefined {
  return FIELDS.find((field) => field === path);
}

export type RedeemCheck = { ok: true; request: RedeemRequest } | { ok: false; errors: RedeemErrors };

/**
 * The form through the contract's own schema (the server runs the same one), plus the one rule only
 * the page knows before asking: not more than the balance shown.
 */
export function checkRedeem(values: RedeemValues, market: Market, available: number, overBalance: string): RedeemCheck {
  const errors: RedeemErrors = {};
  const parsedAmount = parseMoney(values.amount);
  const cents = parsedAmount.ok ? parsedAmount.cents : 0;
  if (!parsedAmount.ok) errors.amount = messageText(parsedAmount.error);
  else if (cents > available) errors.amount = overBalance;
  const parsed = redeemRequestSchema.safeParse(requestOf(values, market, cents));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/** The server's field errors (`details.fieldErrors`) on the form's fields; the rest are not the form's. */
export function serverErrors(fieldErrors: Record<string, string[]>): RedeemErrors {
  const errors: RedeemErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fieldOf(path);
    if (field && messages[0]) errors[field] = messages[0];
  }
  return errors;
}

const FIELD_OF_VALUE: Partial<Record<keyof RedeemValues, RedeemField>> = {
  amount: 'amount',
  accountHolderName: 'accountHolderName',
  bsb: 'bank.bsb',
  accountNumber: 'bank.accountNumber',
  routingNumber: 'bank.routingNumber',
  paypalEmail: 'paypalEmail',
  email: 'email',
  brandId: 'brandId',
};

/** A field's error goes once the person changes that field; the others stay until the next review. */
export function withoutChanged(errors: RedeemErrors, before: RedeemValues, after: RedeemValues): RedeemErrors {
  const next = { ...errors };
  for (const [key, field] of Object.entries(FIELD_OF_VALUE) as [keyof RedeemValues, RedeemField][]) {
    if (before[key] !== after[key]) delete next[field];
  }
  return next;
}
