import { formatInZone, runtimeTimeZone } from '@groupgift/domain';

/**
 * A date and time of a collection on its own clock (decision 144): the day and the time with the zone's
 * abbreviation, each kept on one line ("27 Nov 2026" · "5:05 pm AEDT"), so a table column never breaks a date.
 */
export function ZonedDateTime({ value, timeZone }: { value: string | null | undefined; timeZone?: string | null }) {
  if (!value) return null;
  const zone = timeZone ?? runtimeTimeZone() ?? 'UTC';
  return (
    <time dateTime={value} className="zoned-date-time" title={formatInZone(value, zone)}>
      <span className="zoned-date-time__day">{formatInZone(value, zone, 'date')}</span>{' '}
      <span className="zoned-date-time__time">{formatInZone(value, zone, 'time')}</span>
    </time>
  );
}
