import { describe, expect, it } from 'vitest';
import { BOARD_THEMES, boardThemeFor, boardThemeVariables, DEFAULT_BOARD_THEME } from './board-themes';
import { boardThemeSchema } from './contract/time-zone-and-theme';
import { contrastRatio } from './cover-designs/contrast';
import { MESSAGES } from './messages';

describe('board themes', () => {
  it('offers at least eight themes with unique ids, the default among them', () => {
    expect(BOARD_THEMES.length).toBeGreaterThanOrEqual(8);
    const ids = BOARD_THEMES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(DEFAULT_BOARD_THEME);
  });

  it.each(BOARD_THEMES.map((t) => [t.id, t] as const))('%s keeps messages and the words on the board readable', (_, t) => {
    expect(contrastRatio(t.noteInk, t.noteBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.ink, t.background)).toBeGreaterThanOrEqual(4.5);
    expect(t.pattern).not.toMatch(/url\(/);
  });

  it('refuses a theme it does not have, in the catalogue’s words', () => {
    expect(boardThemeSchema.parse('midnight')).toBe('midnight');
    const refused = boardThemeSchema.safeParse('disco');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MESSAGES['validation.boardTheme']);
  });

  it('draws the default for a missing or unknown theme, as CSS custom properties', () => {
    expect(boardThemeFor(null).id).toBe(DEFAULT_BOARD_THEME);
    expect(boardThemeFor('disco').id).toBe(DEFAULT_BOARD_THEME);
    expect(boardThemeVariables('midnight')).toMatchObject({ '--board-background': '#1f2a4d', '--board-note-ink': '#1f2a4d' });
  });
});
