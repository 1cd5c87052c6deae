import {
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  SETUP_TYPE,
  WHO_PAYS_FEE,
  type PaymentMethod,
  type PaymentProvider,
} from './constants';
import type { FeeTable } from './contract/fees';
import type { Market } from './markets';
import { isCents, percentOfCents, type Cents } from './money';

/**
 * SPEC §5 amount rules and DESIGN §3 fees, all in integer cents. The browser shows these figures; the
 * server recomputes them from the same functions and refuses a mismatch.
 */

function requireCents(value: number, name: string): void {
  if (!isCents(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative whole number of cents`);
}

export interface SubtotalInput {
  /** What the contributor entered, in cents (ignored when an exact amount applies). */
  contribution: Cents;
  hasExactAmount?: boolean;
  exactAmount?: Cents;
  /** How many contributions at the exact amount (default 1). */
  contributions?: number;
  /** A promo discount in cents, subtracted when above 0. */
  discount?: Cents;
}

/** True when the collection fixes the amount per contribution. */
export function exactAmountApplies(input: Pick<SubtotalInput, 'hasExactAmount' | 'exactAmount'>): boolean {
  return input.hasExactAmount === true && (input.exactAmount ?? 0) > 0;
}

/**
 * SPEC §5: exactAmount × contributions when an exact amount applies, else the entered contribution;
 * minus the discount when it is above 0. Never below 0.
 */
export function subtotal(input: SubtotalInput): Cents {
  const contributions = input.contributions ?? 1;
  if (!Number.isSafeInteger(contributions) || contributions < 0) {
    throw new RangeError('contributions must be a non-negative whole number');
  }
  const base = exactAmountApplies(input) ? (input.exactAmount ?? 0) * contributions : input.contribution;
  requireCents(base, 'contribution');
  const discount = input.discount ?? 0;
  requireCents(discount, 'discount');
  return Math.max(0, base - discount);
}

export interface FeeRate {
  /** Fixed part, cents. */
  amount: Cents;
  /** Percentage of the subtotal, percent units. */
  percentage: number;
}

const NO_FEE: FeeRate = { amount: 0, percentage: 0 };

/**
 * The fee-table row that applies to a payment method. Cards and wallets pay the card rate of the
 * provider taking them (Stripe's row for Stripe, the cc row otherwise); PayPal pays PayPal's; a direct
 * transfer has no fee.
 */
export function feeRateFor(
  method: PaymentMethod,
  table: FeeTable,
  provider: PaymentProvider = PAYMENT_PROVIDER.CHECKOUT,
): FeeRate {
  switch (method) {
    case PAYMENT_METHOD.AMERICAN_EXPRESS:
      return { amount: table.amexFeeAmount, percentage: table.amexFeePercentage };
    case PAYMENT_METHOD.PAYPAL:
    case PAYMENT_METHOD.PAYPAL_DIRECT:
      return { amount: table.paypalFeeAmount, percentage: table.paypalFeePercentage };
    case PAYMENT_METHOD.DIRECT_TRANSFER:
      return NO_FEE;
    case PAYMENT_METHOD.CREDIT_CARD:
    case PAYMENT_METHOD.APPLE_PAY:
    case PAYMENT_METHOD.GOOGLE_PAY:
      return provider === PAYMENT_PROVIDER.STRIPE
        ? { amount: table.stripeFeeAmount, percentage: table.stripeFeePercentage }
        : { amount: table.ccFeeAmount, percentage: table.ccFeePercentage };
  }
}

/** Fixed + percentage of the subtotal, half-up to the cent. Nothing to pay means no fee. */
export function methodFee(subtotalCents: Cents, rate: FeeRate): Cents {
  requireCents(subtotalCents, 'subtotal');
  requireCents(rate.amount, 'fee amount');
  if (subtotalCents === 0) return 0;
  return rate.amount + percentOfCents(subtotalCents, rate.percentage);
}

/** SPEC §4: fees are shown unless whoPaysFeeOption is 1. */
export function showFees(whoPaysFeeOption: number): boolean {
  return whoPaysFeeOption !== WHO_PAYS_FEE.ORGANISER;
}

export interface FeeInput {
  subtotal: Cents;
  method: PaymentMethod;
  pricingDto: FeeTable | null;
  whoPaysFeeOption: number;
  provider?: PaymentProvider;
}

/**
 * The fee the contributor pays. Option 1: the organiser absorbs fees, so 0. Option 2: the method's fee
 * on top of the subtotal.
 */
export function contributionFee(input: FeeInput): Cents {
  if (!showFees(input.whoPaysFeeOption) || input.pricingDto === null) return 0;
  return methodFee(input.subtotal, feeRateFor(input.method, input.pricingDto, input.provider));
}

/** SPEC §5: total = fees + subtotal. */
export function total(subtotalCents: Cents, fees: Cents): Cents {
  requireCents(subtotalCents, 'subtotal');
  requireCents(fees, 'fees');
  return subtotalCents + fees;
}

export interface PaymentTotals {
  subtotal: Cents;
  fee: Cents;
  total: Cents;
  showFees: boolean;
}

/** Subtotal, fee and total of one contributor payment, as the payment request carries them. */
export function paymentTotals(input: SubtotalInput & Omit<FeeInput, 'subtotal'>): PaymentTotals {
  const sub = subtotal(input);
  const fee = contributionFee({ ...input, subtotal: sub });
  return { subtotal: sub, fee, total: total(sub, fee), showFees: showFees(input.whoPaysFeeOption) };
}

/**
 * SPEC §5: bulk gift total = bulk fee + subtotal; the bulk fee is subtotal × bulkGiftsFee % (half-up)
 * and applies only to the Bulk Gifts setup type.
 */
export function bulkGiftTotal(input: { subtotal: Cents; setupType: string; bulkGiftsFee: number }): {
  bulkFee: Cents;
  total: Cents;
} {
  requireCents(input.subtotal, 'subtotal');
  const bulkFee =
    input.setupType === SETUP_TYPE.BULK_GIFTS ? percentOfCents(input.subtotal, input.bulkGiftsFee) : 0;
  return { bulkFee, total: input.subtotal + bulkFee };
}

/**
 * Whose fee row cards and wallets pay: the market's card provider, Stripe in the US and Checkout.com
 * in AU. The browser's figures and the server's recomputation both start here, so they agree.
 */
export function cardProviderFor(market: Market): PaymentProvider {
  return market === 'US' ? PAYMENT_PROVIDER.STRIPE : PAYMENT_PROVIDER.CHECKOUT;
}
