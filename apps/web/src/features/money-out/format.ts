import { DEFAULT_LOCALE } from '../../lib/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A statement or audit date in the market's zone ("26 Nov 2026, 14:05"), the zone the CSV uses too. */
export function formatAt(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** Signed cents for a statement line: "+$20.00", "−$1.10". */
export function signed(cents: number, format: (cents: number) => string): string {
  return `${cents < 0 ? '−' : '+'}${format(Math.abs(cents))}`;
}
