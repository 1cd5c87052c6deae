import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The keepsake's fonts (decision 107). PDFKit's built-in Helvetica covers Western European text
 * only, and messages can hold any script, so each character is set in the first of these fonts that
 * has it: DejaVu Sans (Latin, Greek, Cyrillic, Hebrew, Armenian, Georgian, many symbols), Noto Sans
 * SC (Chinese and Japanese kana), then Noto Emoji (monochrome emoji). The messages' serif faces
 * come first for their styles. A character none of them has
 * is printed as U+FFFD, so it shows as a mark rather than as nothing.
 */
export type FontName = 'regular' | 'bold' | 'words' | 'signature' | 'cjk' | 'emoji';
/**
 * `words` and `signature` set the messages as the card does (decision 152): the words in a serif
 * italic (DejaVu Serif Italic, for the card's Georgia italic), the signer's name in a serif bold.
 */
export type FontStyle = 'regular' | 'bold' | 'words' | 'signature';

const require = createRequire(import.meta.url);

// Resolved from node_modules when first needed (each a literal, so dependency checks see the package).
const FONT_FILES: Record<FontName, () => string> = {
  regular: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  words: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf'),
  signature: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
  cjk: () => require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  emoji: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
};

const FALLBACKS: Record<FontStyle, FontName[]> = {
  regular: ['regular', 'cjk', 'emoji'],
  // DejaVu's bold has a little less than its book weight: those characters fall back to book.
  bold: ['bold', 'regular', 'cjk', 'emoji'],
  // The serif faces cover fewer scripts than DejaVu Sans: what they lack falls back to the sans.
  words: ['words', 'regular', 'cjk', 'emoji'],
  signature: ['signature', 'bold', 'regular', 'cjk', 'emoji'],
};

export const FONT_NAMES = Object.keys(FONT_FILES) as FontName[];

// Read once per process and shared by every keepsake (about 13 MB, the CJK font most of it);
// each document parses only the tables it uses and embeds a subset of the glyphs it drew.
const bytes = new Map<FontName, Buffer>();
const coverage = new Map<FontName, fontkit.Font>();

/** Where a font's file is, for a renderer that loads fonts by path (the keepsake's cover). */
export function fontPath(name: FontName): string {
  return FONT_FILES[name]();
}

export function fontBytes(name: FontName): Buffer {
  let b = bytes.get(name);
  if (!b) {
    b = readFileSync(fontPath(name));
    bytes.set(name, b);
  }
  return b;
}

function hasGlyph(name: FontName, codePoint: number): boolean {
  let font = coverage.get(name);
  if (!font) {
    font = fontkit.create(fontBytes(name)) as fontkit.Font;
    coverage.set(name, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

/** A stretch of text set in one font. */
export type Run = { font: FontName; text: string };

const REPLACEMENT = '\uFFFD';
// Characters that belong to the one before them: joiners, variation selectors, combining marks and
// emoji skin tones. Splitting them into another font would break the sequence apart.
const ATTACHES = /^(?:\p{M}|\u200D|[\uFE00-\uFE0F]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}])$/u;

/** Splits text into runs of one font each, by the style's fallback order. */
export function fontRuns(text: string, style: FontStyle): Run[] {
  const order = FALLBACKS[style];
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let font: FontName;
    let out = ch;
    if (current && (ATTACHES.test(ch) || (/\s/u.test(ch) && hasGlyph(current.font, cp)))) {
      font = current.font;
    } else {
      const found = order.find((name) => hasGlyph(name, cp));
      if (found) font = found;
      else {
        font = order[0]!;
        out = REPLACEMENT;
      }
    }
    if (current && current.font === font) current.text += out;
    else {
      current = { font, text: out };
      runs.push(current);
    }
  }
  return runs;
}
