import { timeZoneAbbreviation } from '@groupgift/domain';

/**
 * A date in a mail, in words on the collection's clock (issue 32): "Thursday 17 December 2026, 5 pm
 * AEDT", or "…, 5:30 pm AEDT" off the hour; `date` alone gives "Thursday 17 December 2026".
 */
export function mailDate(iso: string | Date, timeZone: string, style: 'dateTime' | 'date' = 'dateTime'): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(at.getTime())) return '';
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(at)
    .replace(',', '');
  if (style === 'date') return day;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const minute = part('minute');
  const clock = `${Number(part('hour'))}${minute === '00' ? '' : `:${minute}`} ${part('dayPeriod').toLowerCase()}`;
  return `${day}, ${clock} ${timeZoneAbbreviation(at, timeZone)}`;
}
