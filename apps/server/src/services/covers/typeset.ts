import type * as fontkit from 'fontkit';
import type { CoverFace } from './cover-fonts';

/*
 * Words set as glyph outlines (issue 31): every place draws the same letters without a font of
 * its own, and a mail client or social preview that cannot load fonts still shows them.
 */

type Placed = { glyph: fontkit.Glyph; scale: number; x: number; y: number };
/** A line laid out at 1 unit per em: its glyphs and its width in ems. */
export type LaidLine = { text: string; width: number; glyphs: Placed[] };

const REPLACEMENT = '\uFFFD';
// Characters that belong to the one before them: joiners, variation selectors, combining marks,
// emoji skin tones. Set in another font they would break the sequence apart.
const ATTACHES = /^(?:\p{M}|\u200D|[\uFE00-\uFE0F]|[\u{1F3FB}-\u{1F3FF}])$/u;

type Run = { face: CoverFace; text: string };

/** Splits text into runs of one face each: the first face that has the character. */
function runsOf(text: string, faces: readonly CoverFace[]): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let chosen: CoverFace | undefined;
    let out = ch;
    if (current && (ATTACHES.test(ch) || (ch === ' ' && current.face.font.hasGlyphForCodePoint(cp)))) chosen = current.face;
    else chosen = faces.find((f) => f.font.hasGlyphForCodePoint(cp));
    if (!chosen) {
      // No font has it: a visible mark from the fallback font rather than a gap or a blank box.
      chosen = faces.find((f) => f.font.hasGlyphForCodePoint(0xfffd)) ?? faces[0]!;
      out = REPLACEMENT;
    }
    if (current && current.face === chosen) current.text += out;
    else {
      current = { face: chosen, text: out };
      runs.push(current);
    }
  }
  return runs;
}

/** Lays one line out at 1 unit per em. */
export function layLine(text: string, faces: readonly CoverFace[]): LaidLine {
  const glyphs: Placed[] = [];
  let x = 0;
  for (const run of runsOf(text, faces)) {
    const { font } = run.face;
    const scale = 1 / font.unitsPerEm;
    const laid = font.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const at = laid.positions[i]!;
      glyphs.push({ glyph, scale, x: x + at.xOffset * scale, y: at.yOffset * scale });
      x += at.xAdvance * scale;
    });
  }
  return { text, width: x, glyphs };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The outline of a laid line at `size` (card units), its left end at x and its baseline at y. */
export function outline(line: LaidLine, size: number, x: number, y: number): string {
  return line.glyphs
    .map((g) =>
      g.glyph.path
        .scale(g.scale * size, -g.scale * size)
        .translate(x + g.x * size, y - g.y * size)
        .toSVG(),
    )
    .join('')
    .replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
}

/**
 * The words of a title broken into `lines` lines as evenly as their widths allow (the widest line
 * as narrow as it can be), or null when there are fewer words than lines.
 */
export function balancedBreaks(words: readonly string[], lines: number, widthOf: (text: string) => number): string[] | null {
  if (words.length < lines) return null;
  if (lines === 1) return [words.join(' ')];
  let best: { parts: string[]; widest: number } | null = null;
  for (let cut = 1; cut <= words.length - lines + 1; cut++) {
    const first = words.slice(0, cut).join(' ');
    const rest = balancedBreaks(words.slice(cut), lines - 1, widthOf);
    if (!rest) continue;
    const widest = Math.max(widthOf(first), ...rest.map(widthOf));
    if (!best || widest < best.widest) best = { parts: [first, ...rest], widest };
  }
  return best?.parts ?? null;
}

/** Straight quotes made curly, as en-GB typography sets them (‘ ’ “ ”); curly ones are kept. */
export function curlQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{“‘-])'/gu, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[\s([{‘-])"/gu, '$1\u201C')
    .replace(/"/g, '\u201D');
}
