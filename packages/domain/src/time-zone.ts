import type { Market } from './markets';

/*
 * One time zone per collection (decision 144). Every date and time shown about a collection, on the
 * organiser's pages, the contributor's pages and in mails, goes through `formatInZone` with the
 * collection's IANA zone, so a page and a mail never disagree on the day or the hour. No schema here
 * (the organiser's form contract holds `timeZoneSchema`): the contributor's pages format dates
 * without loading a validator.
 */

/** The zone a collection gets when the organiser's browser does not say one (and older rows got in 0024). */
export const MARKET_TIME_ZONE = { AU: 'Australia/Sydney', US: 'America/New_York' } as const satisfies Record<Market, string>;

// IANA names are `Area/Location[/Sub]` or a single word (UTC); offsets like "+05:00" are not names.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** Names already checked: a page asks several times as it draws, and each check builds a date format. */
const checkedZones = new Map<string, boolean>();

/** True when `zone` is an IANA time zone name this runtime can format in. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !IANA_NAME.test(zone)) return false;
  let known = checkedZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (checkedZones.size < 1000) checkedZones.set(zone, known);
  }
  return known;
}

/** The zone if it is a known IANA name, else the market's default. */
export function timeZoneOrMarketDefault(zone: string | null | undefined, market: Market): string {
  return isTimeZone(zone) ? zone : MARKET_TIME_ZONE[market];
}

/** The zones a select offers: the runtime's list, plus `current` when the list lacks it (an alias such as UTC). */
export function timeZoneChoices(current?: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = Object.values(MARKET_TIME_ZONE);
  }
  const all = new Set(zones);
  all.add('UTC');
  if (current && isTimeZone(current)) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

const LOCALE = 'en-GB';
// en-GB names London's and Berlin's zones, en-US America's, en-AU Australia's and New Zealand's;
// the first one that gives letters (not "GMT+11") is the abbreviation people read at home.
const ABBREVIATION_LOCALES = ['en-GB', 'en-US', 'en-AU'] as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

function safeZone(zone: string | null | undefined): string {
  return isTimeZone(zone) ? zone : 'UTC';
}

/** "AEDT", "EST", "BST", or "GMT+5:30" where no letters exist: the zone's short name at that instant. */
export function timeZoneAbbreviation(at: Date, timeZone: string): string {
  const zone = safeZone(timeZone);
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name = formatter(`abbr|${locale}|${zone}`, locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!/^(GMT|UTC)[+-−]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback || zone;
}

export type ZonedStyle = 'dateTime' | 'date' | 'time';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The one way a date or time about a collection is written:
 * dateTime "27 Nov 2026, 5:05 pm AEDT", date "27 Nov 2026", time "5:05 pm AEDT".
 * A date alone carries no abbreviation (it is the day on the collection's calendar). Empty for no date.
 */
export function formatInZone(value: string | number | Date | null | undefined, timeZone: string, style: ZonedStyle = 'dateTime'): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${style}|${timeZone}|${date.getTime()}`;
  const given = givenTexts.get(key);
  if (given !== undefined) return given;
  const text = formatZoned(date, safeZone(timeZone), style);
  recording?.set(key, text);
  return text;
}

function formatZoned(date: Date, zone: string, style: ZonedStyle): string {
  const day = formatter(`date|${zone}`, LOCALE, { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  if (style === 'date') return day;
  const clock = formatter(`time|${zone}`, LOCALE, { timeZone: zone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(date);
  const time = `${clock} ${timeZoneAbbreviation(date, zone)}`;
  return style === 'time' ? time : `${day}, ${time}`;
}

/*
 * A page the server drew carries the dates it wrote (decision 180): the browser that hydrates it
 * writes the same ones without building a date format, which on a phone's first load is among the
 * costliest things it does. Keys are formatInZone's arguments (style, zone as given, instant).
 */
export type ZonedTexts = [key: string, text: string][];
const givenTexts = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** Takes the dates the server wrote for this page (the browser's side). */
export function acceptZonedTexts(texts: ZonedTexts): void {
  for (const [key, text] of texts) if (typeof key === 'string' && typeof text === 'string') givenTexts.set(key, text);
}

/** Runs a synchronous drawing and returns what it drew with the dates it wrote (the server's side). */
export function recordZonedTexts<T>(draw: () => T): { drawn: T; texts: ZonedTexts } {
  const texts = new Map<string, string>();
  recording = texts;
  try {
    return { drawn: draw(), texts: [...texts] };
  } finally {
    recording = null;
  }
}

/** The wall clock of `timeZone` at an instant: `{ date: 'yyyy-mm-dd', time: 'hh:mm' }` (24 h). */
export function wallClock(value: string | number | Date, timeZone: string): { date: string; time: string } {
  const date = toDate(value) ?? new Date(0);
  const parts = formatter(`wall|${safeZone(timeZone)}`, 'en-US', {
    timeZone: safeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/**
 * The instant a wall-clock time in `timeZone` names ("2026-11-27", "17:05" in Australia/Sydney →
 * 06:05 UTC). A time skipped by a DST change moves forward by the gap; a repeated one takes the first.
 * Null when the text is not a date and time.
 */
export function fromWallClock(date: string, time: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m || !t) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(asUtc)) return null;
  const offsetAt = (instant: number) => {
    const wall = wallClock(instant, timeZone);
    const [y, mo, d] = wall.date.split('-').map(Number);
    const [h, mi] = wall.time.split(':').map(Number);
    return Date.UTC(y!, mo! - 1, d!, h!, mi!) - instant;
  };
  // The offsets a day either side cover any change; a repeated hour gives two answers, the earlier wins.
  const day = 86_400_000;
  const before = asUtc - offsetAt(asUtc - day);
  const candidates = [before, asUtc - offsetAt(asUtc), asUtc - offsetAt(asUtc + day)].filter((c) => {
    const w = wallClock(c, timeZone);
    return w.date === date && w.time === time;
  });
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped by a spring-forward: the offset before the change moves it forward by the gap.
  return new Date(before);
}

/** The browser's (or server's) own zone when it is a known IANA name, else null. */
export function runtimeTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** A collection's zone as stored (null on rows no one has set): its own, else its market's. */
export function collectionTimeZone(collection: { timeZone?: string | null; market?: string | null }): string {
  const market: Market = collection.market?.trim().toUpperCase() === 'AU' ? 'AU' : 'US';
  return timeZoneOrMarketDefault(collection.timeZone, market);
}
