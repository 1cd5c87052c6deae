import { formatInZone, formatMoney, runtimeTimeZone } from '@groupgift/domain';

/** Cents in the payment's own currency (the row says which), two decimals, never rounded away. */
export function supportMoney(cents: number, currency: string): string {
  const market = currency === 'AUD' ? 'AU' : 'US';
  return formatMoney(Math.abs(cents), market);
}

/** A time on the collection's clock when there is one, else the browser's. */
export function supportTime(value: string, timeZone?: string | null): string {
  return formatInZone(value, timeZone ?? runtimeTimeZone() ?? 'UTC');
}
