import { describe, expect, it } from 'vitest';
import {
  acceptZonedTexts,
  recordZonedTexts,
  formatInZone,
  fromWallClock,
  isTimeZone,
  MARKET_TIME_ZONE,
  timeZoneAbbreviation,
  timeZoneChoices,
  timeZoneOrMarketDefault,
  wallClock,
} from './time-zone';
import { timeZoneSchema } from './contract/time-zone-and-theme';

describe('formatInZone', () => {
  it('writes an AU instant on the Sydney clock with its abbreviation', () => {
    // The issue's page: "Delivered 27 Nov, 17:05" and "28 Nov, 04:03" were one evening on two clocks.
    expect(formatInZone('2026-11-27T06:05:00Z', 'Australia/Sydney')).toBe('27 Nov 2026, 5:05 pm AEDT');
    expect(formatInZone('2026-11-27T17:03:00Z', 'Australia/Sydney')).toBe('28 Nov 2026, 4:03 am AEDT');
    expect(formatInZone('2026-11-27T17:03:00Z', 'Australia/Sydney', 'date')).toBe('28 Nov 2026');
    expect(formatInZone('2026-11-27T17:03:00Z', 'Australia/Sydney', 'time')).toBe('4:03 am AEDT');
  });

  it('writes a US instant on the New York clock', () => {
    expect(formatInZone('2026-11-27T17:03:00Z', 'America/New_York')).toBe('27 Nov 2026, 12:03 pm EST');
    expect(formatInZone('2026-07-04T16:00:00Z', 'America/New_York')).toBe('4 Jul 2026, 12:00 pm EDT');
    expect(formatInZone('2026-07-04T16:00:00Z', 'America/Los_Angeles')).toBe('4 Jul 2026, 9:00 am PDT');
  });

  it('follows the DST boundaries of both hemispheres', () => {
    // Sydney: AEDT ends 5 Apr 2026 03:00 → 02:00; starts 4 Oct 2026 02:00 → 03:00.
    expect(formatInZone('2026-04-04T15:59:00Z', 'Australia/Sydney')).toBe('5 Apr 2026, 2:59 am AEDT');
    expect(formatInZone('2026-04-04T16:00:00Z', 'Australia/Sydney')).toBe('5 Apr 2026, 2:00 am AEST');
    expect(formatInZone('2026-10-03T15:59:00Z', 'Australia/Sydney')).toBe('4 Oct 2026, 1:59 am AEST');
    expect(formatInZone('2026-10-03T16:00:00Z', 'Australia/Sydney')).toBe('4 Oct 2026, 3:00 am AEDT');
    // New York: EDT starts 8 Mar 2026 02:00 → 03:00; ends 1 Nov 2026 02:00 → 01:00.
    expect(formatInZone('2026-03-08T06:59:00Z', 'America/New_York')).toBe('8 Mar 2026, 1:59 am EST');
    expect(formatInZone('2026-03-08T07:00:00Z', 'America/New_York')).toBe('8 Mar 2026, 3:00 am EDT');
    expect(formatInZone('2026-11-01T05:30:00Z', 'America/New_York')).toBe('1 Nov 2026, 1:30 am EDT');
    expect(formatInZone('2026-11-01T06:30:00Z', 'America/New_York')).toBe('1 Nov 2026, 1:30 am EST');
  });

  it('names zones without letters by their offset, and London and UTC by theirs', () => {
    expect(timeZoneAbbreviation(new Date('2026-07-01T00:00:00Z'), 'Europe/London')).toBe('BST');
    expect(timeZoneAbbreviation(new Date('2026-07-01T00:00:00Z'), 'Australia/Perth')).toBe('AWST');
    expect(timeZoneAbbreviation(new Date('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(formatInZone('2026-07-01T00:00:00Z', 'UTC')).toBe('1 Jul 2026, 12:00 am UTC');
  });

  it('is empty for no date and falls back to UTC for an unknown zone', () => {
    expect(formatInZone(null, 'Australia/Sydney')).toBe('');
    expect(formatInZone('not a date', 'Australia/Sydney')).toBe('');
    expect(formatInZone('2026-07-01T00:00:00Z', 'Mars/Olympus')).toBe('1 Jul 2026, 12:00 am UTC');
  });
});

describe('dates a drawn page carries (decision 180)', () => {
  it('records what a drawing wrote, and a browser given those texts writes them without formatting', () => {
    const at = '2026-11-27T06:05:00Z';
    const { drawn, texts } = recordZonedTexts(() => `${formatInZone(at, 'Pacific/Chatham', 'date')} / ${formatInZone(at, 'Pacific/Chatham', 'time')}`);
    expect(drawn).toBe(`${texts[0]![1]} / ${texts[1]![1]}`);
    expect(texts.map(([key]) => key)).toEqual([`date|Pacific/Chatham|${Date.parse(at)}`, `time|Pacific/Chatham|${Date.parse(at)}`]);
    // Nothing is recorded outside a drawing.
    expect(recordZonedTexts(() => 1).texts).toEqual([]);
    // A text given for these arguments is the answer: no format is built for it.
    acceptZonedTexts([[`date|Pacific/Chatham|${Date.parse(at)}`, 'given by the server']]);
    expect(formatInZone(at, 'Pacific/Chatham', 'date')).toBe('given by the server');
    expect(formatInZone(at, 'Pacific/Chatham', 'time')).toBe(texts[1]![1]);
  });
});

describe('wall clock and back', () => {
  it('reads and writes the wall clock of a zone', () => {
    expect(wallClock('2026-11-27T06:05:00Z', 'Australia/Sydney')).toEqual({ date: '2026-11-27', time: '17:05' });
    expect(fromWallClock('2026-11-27', '17:05', 'Australia/Sydney')?.toISOString()).toBe('2026-11-27T06:05:00.000Z');
    expect(fromWallClock('2026-11-27', '17:05', 'America/New_York')?.toISOString()).toBe('2026-11-27T22:05:00.000Z');
    expect(fromWallClock('2026-07-01', '09:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(fromWallClock('27/11/2026', '17:05', 'UTC')).toBeNull();
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    // 02:30 does not exist in Sydney on 4 Oct 2026 (or New York on 8 Mar): it becomes 03:30.
    expect(formatInZone(fromWallClock('2026-10-04', '02:30', 'Australia/Sydney'), 'Australia/Sydney')).toBe('4 Oct 2026, 3:30 am AEDT');
    expect(formatInZone(fromWallClock('2026-03-08', '02:30', 'America/New_York'), 'America/New_York')).toBe('8 Mar 2026, 3:30 am EDT');
    // 02:30 happens twice in Sydney on 5 Apr 2026: the first (AEDT) is meant.
    expect(formatInZone(fromWallClock('2026-04-05', '02:30', 'Australia/Sydney'), 'Australia/Sydney')).toBe('5 Apr 2026, 2:30 am AEDT');
    expect(formatInZone(fromWallClock('2026-11-01', '01:30', 'America/New_York'), 'America/New_York')).toBe('1 Nov 2026, 1:30 am EDT');
  });
});

describe('which zones are accepted', () => {
  it('takes IANA names and refuses the rest with words', () => {
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    const refused = timeZoneSchema.safeParse('Mars/Olympus');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^Choose a time zone from the list/);
  });

  it('falls back to the market default', () => {
    expect(MARKET_TIME_ZONE).toEqual({ AU: 'Australia/Sydney', US: 'America/New_York' });
    expect(timeZoneOrMarketDefault(null, 'AU')).toBe('Australia/Sydney');
    expect(timeZoneOrMarketDefault('nope', 'US')).toBe('America/New_York');
    expect(timeZoneOrMarketDefault('Europe/London', 'US')).toBe('Europe/London');
  });

  it('offers a sorted list that holds the current zone', () => {
    const list = timeZoneChoices('UTC');
    expect(list).toContain('Australia/Sydney');
    expect(list).toContain('UTC');
    expect([...list].sort((a, b) => a.localeCompare(b))).toEqual(list);
  });
});
