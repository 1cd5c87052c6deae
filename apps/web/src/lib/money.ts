import { formatMoney, isMarket, type Market } from '@groupgift/domain';

/** Money for people: currency symbol and always 2 decimals (SPEC §5). */
export function money(cents: number | null | undefined, market?: string | null): string {
  const resolved: Market | undefined = isMarket(market) ? market : undefined;
  return formatMoney(Math.max(0, Math.round(cents ?? 0)), resolved);
}
