// The organiser's choices of time zone and message board theme as requests carry them. The zones'
// and themes' plain rules are in ../time-zone.ts and ../board-themes.ts, free of zod, so the
// browser's contributor routes read them without loading the schemas (decision 175).
import { z } from 'zod';
import { BOARD_THEMES } from '../board-themes';
import { MESSAGES } from '../messages';
import { isTimeZone } from '../time-zone';

/** A collection's time zone as a request carries it; an unknown name is refused with words, not replaced. */
export const timeZoneSchema = z
  .string({ error: MESSAGES['validation.timeZone'] })
  .trim()
  .refine(isTimeZone, { error: MESSAGES['validation.timeZone'] });

const BOARD_THEME_IDS = BOARD_THEMES.map((t) => t.id) as [string, ...string[]];

/** A theme the organiser chose: one of ours, else refused with the catalogue's words. */
export const boardThemeSchema = z.enum(BOARD_THEME_IDS, { error: MESSAGES['validation.boardTheme'] });
