import { DEFAULT_MARKET, type Market } from './markets';
import type { MessageRef } from './messages';

/**
 * Money is integer cents everywhere (docs/decisions/002-money-in-cents.md). Decimal amounts appear only
 * at the edges: parsing what a person typed and formatting for people. Percentages are taken as the
 * decimal they are written as (the number's shortest representation, through BigInt), so no
 * binary-float drift can creep into a fee.
 */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

interface Decimal {
  negative: boolean;
  /** The value is digits × 10^-scale (scale may be negative for huge numbers). */
  digits: bigint;
  scale: number;
}

/** The exact decimal that JavaScript prints for a finite number. */
function toDecimal(n: number): Decimal {
  const text = String(Math.abs(n));
  const [mantissa = '0', exponentText] = text.split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  return { negative: n < 0, digits: BigInt(whole + fraction), scale: fraction.length - exponent };
}

function isFiniteNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function hundredthsToString(hundredths: bigint): string {
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

function assertCents(cents: number, fn: string): void {
  if (!isCents(cents)) throw new TypeError(`${fn} failed as cents must be a whole number`);
}

/** Cents as a plain decimal string with 2 decimals: 1234 → "12.34". */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents, 'centsToDecimalString');
  return hundredthsToString(BigInt(cents));
}

/** Both markets show a bare "$" (SPEC §9), never "US$" or "A$". */
const MARKET_SYMBOL = { AU: '$', US: '$' } as const satisfies Record<Market, string>;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * For people: currency symbol and always 2 decimals, e.g. 123456 → "$1,234.56", -5 → "-$0.05": what
 * Intl's currency format gives in en-AU and en-US (money.test.ts compares the two), written out
 * because building that format is among the costliest things a page's first load did (decision 180),
 * and exact for any amount, which never passes through a float.
 */
export function formatMoney(cents: Cents, market: Market = DEFAULT_MARKET): string {
  assertCents(cents, 'formatMoney');
  const decimal = centsToDecimalString(cents);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  return `${negative ? '-' : ''}${MARKET_SYMBOL[market]}${whole.replace(THOUSANDS, ',')}.${fraction}`;
}

export type ParseMoneyResult = { ok: true; cents: Cents } | { ok: false; error: MessageRef };

const CURRENCY_PREFIX = /^(?:US\$|AU\$|A\$|\$)\s*/i;
const GROUPED = /^\d{1,3}(?:,\d{3})+$/;
const PLAIN = /^\d+$/;
/** Amounts above this many whole digits cannot be held exactly as cents. */
const MAX_WHOLE_DIGITS = 13;

/**
 * Reads an amount a person typed ("12", "12.5", "$1,234.56", ".50") into cents. Refuses negatives,
 * more than 2 decimals and anything that is not a number, with the SPEC §5 message to show.
 */
export function parseMoney(text: string): ParseMoneyResult {
  const trimmed = text.trim().replace(CURRENCY_PREFIX, '');
  if (trimmed === '') return { ok: false, error: { key: 'validation.required' } };
  const parts = trimmed.split('.');
  if (parts.length > 2) return { ok: false, error: { key: 'validation.singleDecimalPoint' } };
  const [wholeText = '', fraction = ''] = parts;
  const whole = wholeText === '' ? '0' : wholeText;
  const invalid: ParseMoneyResult = { ok: false, error: { key: 'validation.number' } };
  if (!PLAIN.test(whole) && !GROUPED.test(whole)) return invalid;
  if (parts.length === 2 && !/^\d+$/.test(fraction)) return invalid;
  if (wholeText === '' && fraction === '') return invalid;
  if (fraction.length > 2) return { ok: false, error: { key: 'validation.decimalPlaces', params: { n: 2 } } };
  const digits = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return invalid;
  return { ok: true, cents: Number(digits) * 100 + Number(fraction.padEnd(2, '0')) };
}

/**
 * `percent` % of an amount in cents, rounded half-up to the cent. Percent units: 2.9 means 2.9 %.
 * Exact: the percentage is taken as the decimal it is written as.
 */
export function percentOfCents(cents: Cents, percent: number): Cents {
  assertCents(cents, 'percentOfCents');
  if (!isFiniteNumber(percent) || percent < 0 || cents < 0) {
    throw new RangeError('percentOfCents needs a non-negative amount and percentage');
  }
  const { digits, scale } = toDecimal(percent);
  // cents × digits × 10^-scale / 100, rounded half-up.
  const numerator = BigInt(cents) * digits * (scale < 0 ? 10n ** BigInt(-scale) : 1n);
  const denominator = 100n * (scale > 0 ? 10n ** BigInt(scale) : 1n);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
