import { formatInZone } from '@groupgift/domain';

/** A statement or audit date in the collection's zone ("26 Nov 2026, 2:05 pm AEDT"), the zone the CSV uses too. */
export function formatAt(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone);
}

/** Signed cents for a statement line: "+$20.00", "−$1.10". */
export function signed(cents: number, format: (cents: number) => string): string {
  return `${cents < 0 ? '−' : '+'}${format(Math.abs(cents))}`;
}
