import { formatInZone, fromWallClock, runtimeTimeZone, wallClock } from '@groupgift/domain';

/** The browser's IANA time zone, for a page that does not know its collection's yet. */
export function localTimeZone(): string {
  return runtimeTimeZone() ?? 'UTC';
}

/** "25 Nov 2026, 5:30 pm AEDT" in the collection's zone (decision 144). */
export function formatDateTime(iso: string | null | undefined, timeZone?: string | null): string {
  return formatInZone(iso, timeZone ?? localTimeZone());
}

/** The value a datetime-local input shows for an instant, on the wall clock of `timeZone`. */
export function toZoneInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const wall = wallClock(d, timeZone);
  return `${wall.date}T${wall.time}`;
}

/** A datetime-local value, read on the wall clock of `timeZone`, as an instant; null when empty or not a date. */
export function fromZoneInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? fromWallClock(match[1]!, match[2]!, timeZone) : null;
}
