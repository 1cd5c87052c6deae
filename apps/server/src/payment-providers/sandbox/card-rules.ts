/**
 * Card number rules shared by the sandbox server and its hosted fields page. The page embeds these
 * exact functions (via Function#toString), so each must stay self-contained: no imports, no
 * references to anything outside its own body.
 */

/** Digits only; spaces and dashes typed by people are ignored. */
export function cardDigits(input: string): string {
  return String(input).replace(/[\s-]/g, '');
}

/** The Luhn check every real card number passes. */
export function luhnValid(input: string): boolean {
  const digits = String(input).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = Number(digits.charAt(i));
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unknown';

/** Brand from the leading digits, as card forms show it while the person types. */
export function detectBrand(input: string): CardBrand {
  const d = String(input).replace(/[\s-]/g, '');
  if (/^4/.test(d)) return 'visa';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(d)) return 'diners';
  return 'unknown';
}

/** CVC length the brand expects: 4 for American Express, 3 for the others. */
export function cvcLength(brand: string): number {
  return brand === 'amex' ? 4 : 3;
}

/** Whether month/year is this month or later. Two-digit years are taken as 20YY. */
export function expiryValid(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(fullYear)) return false;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) >= current;
}
