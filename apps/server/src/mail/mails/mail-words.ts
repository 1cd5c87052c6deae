import { formatMoney, marketFromCountryCode, MARKET_TIME_ZONE } from '@groupgift/domain';
import { mailDate } from '../kit/mail-dates';

/*
 * Words several mails share. Typography is en-GB: curly quotes and apostrophes, written as such in
 * the mails themselves; user text (titles, names, messages) is shown as typed.
 */

/** Cents in the collection's market currency: "$25.00". */
export function moneyIn(market: string | null | undefined): (cents: number) => string {
  const m = marketFromCountryCode(market);
  return (cents) => formatMoney(cents, m);
}

/** A date in words on the collection's clock; mails queued before zones read as the market's. */
export function dateIn(iso: string, timeZone: string | undefined, market: string | null | undefined, style: 'dateTime' | 'date' = 'dateTime'): string {
  return mailDate(iso, timeZone ?? MARKET_TIME_ZONE[marketFromCountryCode(market)], style);
}

/** "Hi Olive," or "Hi there," when the name is not known. */
export function hello(name: string | null | undefined): string {
  return `Hi ${name?.trim() || 'there'},`;
}

/** A title in curly quotes: “Farewell Robin”. */
export function titled(title: string): string {
  return `“${title}”`;
}
