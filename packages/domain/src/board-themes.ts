
/**
 * Themes for the board of messages (issue 31): the paper the messages are pinned to, the notes they
 * are written on, and an accent. The organiser picks one for the card; contributors see it as they
 * sign and the recipient when they open the card. Patterns are CSS gradients rather than pictures,
 * so a theme costs no request and the content security policy needs nothing new.
 */
export interface BoardTheme {
  id: string;
  /** Catalogue key of the theme's name in the organiser's picker. */
  labelKey: `organiser.boardThemes.${string}`;
  /** Colour of the board behind the notes, and of words written directly on it. */
  background: string;
  ink: string;
  /** A CSS background-image layered over the colour, with its size. */
  pattern: string;
  patternSize: string;
  /** The notes the messages are written on. */
  noteBackground: string;
  noteInk: string;
  noteBorder: string;
  /** Outline of the visitor's own note and the swatch's ring. */
  accent: string;
}

const theme = (id: string, rest: Omit<BoardTheme, 'id' | 'labelKey'>): BoardTheme => ({ id, labelKey: `organiser.boardThemes.${id}`, ...rest });

export const BOARD_THEMES: readonly BoardTheme[] = [
  theme('paper', {
    background: '#f7f1e6',
    ink: '#3a3027',
    pattern: 'radial-gradient(circle, #e2d5bf 1px, transparent 1.5px)',
    patternSize: '22px 22px',
    noteBackground: '#fffdf8',
    noteInk: '#2f2838',
    noteBorder: '#eadfce',
    accent: '#1f6f6b',
  }),
  theme('confetti', {
    background: '#fff4e8',
    ink: '#3d2c5e',
    pattern:
      'radial-gradient(circle at 20% 30%, #f28482 3px, transparent 3.5px), radial-gradient(circle at 70% 65%, #6c9bd2 3px, transparent 3.5px), radial-gradient(circle at 45% 88%, #f6bd60 2.5px, transparent 3px), radial-gradient(circle at 88% 18%, #84a59d 2.5px, transparent 3px)',
    patternSize: '96px 96px',
    noteBackground: '#ffffff',
    noteInk: '#2b2450',
    noteBorder: '#f3dcc6',
    accent: '#a3294f',
  }),
  theme('meadow', {
    background: '#e9f2e6',
    ink: '#1f3b2a',
    pattern: 'repeating-linear-gradient(135deg, rgb(47 107 69 / 0.07) 0 2px, transparent 2px 16px)',
    patternSize: 'auto',
    noteBackground: '#fbfdf8',
    noteInk: '#1f2e24',
    noteBorder: '#cfe0c8',
    accent: '#2f6b45',
  }),
  theme('sky', {
    background: '#e6f0fa',
    ink: '#1d3557',
    pattern: 'radial-gradient(ellipse 60px 24px at 30% 40%, rgb(255 255 255 / 0.8), transparent 70%), radial-gradient(ellipse 44px 18px at 75% 80%, rgb(255 255 255 / 0.7), transparent 70%)',
    patternSize: '220px 160px',
    noteBackground: '#ffffff',
    noteInk: '#1d2b40',
    noteBorder: '#c9dcf0',
    accent: '#1d4f91',
  }),
  theme('blush', {
    background: '#fbecef',
    ink: '#5a1f2b',
    pattern: 'radial-gradient(circle, #f4c3cc 2px, transparent 2.5px), radial-gradient(circle, #f9d8de 1.5px, transparent 2px)',
    patternSize: '40px 40px, 20px 20px',
    noteBackground: '#fffafa',
    noteInk: '#3a1f28',
    noteBorder: '#f2cfd6',
    accent: '#a3294f',
  }),
  theme('sunshine', {
    background: '#fff6d8',
    ink: '#4a3410',
    pattern: 'repeating-conic-gradient(from 0deg at 50% -10%, rgb(246 189 96 / 0.16) 0deg 5deg, transparent 5deg 12deg)',
    patternSize: 'auto',
    noteBackground: '#fffdf4',
    noteInk: '#3b2c12',
    noteBorder: '#f1dfa8',
    accent: '#9a5b0f',
  }),
  theme('winter', {
    background: '#e9eef4',
    ink: '#1e3a5f',
    pattern: 'radial-gradient(circle, #ffffff 2px, transparent 2.5px), radial-gradient(circle, #d3deea 1.5px, transparent 2px)',
    patternSize: '34px 34px, 17px 17px',
    noteBackground: '#ffffff',
    noteInk: '#1b2a3d',
    noteBorder: '#cdd9e6',
    accent: '#1e3a5f',
  }),
  theme('midnight', {
    background: '#1f2a4d',
    ink: '#fff7e6',
    pattern: 'radial-gradient(circle, rgb(255 247 230 / 0.7) 1px, transparent 1.5px), radial-gradient(circle, rgb(246 197 96 / 0.6) 1.5px, transparent 2px)',
    patternSize: '46px 46px, 71px 71px',
    noteBackground: '#fffaf0',
    noteInk: '#1f2a4d',
    noteBorder: '#3b4770',
    accent: '#f6c560',
  }),
  theme('kraft', {
    background: '#ead9bd',
    ink: '#3d2a16',
    pattern: 'radial-gradient(circle, rgb(120 84 40 / 0.18) 1px, transparent 1.5px), radial-gradient(circle, rgb(255 255 255 / 0.35) 1px, transparent 1.5px)',
    patternSize: '13px 13px, 29px 29px',
    noteBackground: '#fffaf0',
    noteInk: '#2f2418',
    noteBorder: '#d9c29d',
    accent: '#8a4b0f',
  }),
];

/** The theme of a card whose organiser has not chosen one (every card made before themes). */
export const DEFAULT_BOARD_THEME = 'paper';

/** The theme to draw: the stored one, else the default (an unknown or missing id never breaks a card). */
export function boardThemeFor(id: string | null | undefined): BoardTheme {
  return BOARD_THEMES.find((t) => t.id === id) ?? (BOARD_THEMES[0] as BoardTheme);
}

/** The theme as CSS custom properties, set on the element that holds the board. */
export function boardThemeVariables(id: string | null | undefined): Record<`--board-${string}`, string> {
  const t = boardThemeFor(id);
  return {
    '--board-background': t.background,
    '--board-ink': t.ink,
    '--board-pattern': t.pattern,
    '--board-pattern-size': t.patternSize,
    '--board-note-background': t.noteBackground,
    '--board-note-ink': t.noteInk,
    '--board-note-border': t.noteBorder,
    '--board-accent': t.accent,
  };
}
