import { fontRuns, type FontName, type FontStyle } from './keepsake-fonts';

/**
 * Our own line breaking, because one line can mix fonts (a Latin name, Chinese text, an emoji) and
 * PDFKit wraps one font at a time. Measuring first also tells a message's height before it is
 * drawn, so a message that fits on a page is never split across two.
 */

/** The part of a PDFKit document that measures text. */
export type TextMeasurer = {
  font(name: string): TextMeasurer;
  fontSize(size: number): TextMeasurer;
  widthOfString(text: string): number;
};

export type Segment = { font: FontName; text: string; width: number };
export type Line = { segments: Segment[]; width: number };

// Break opportunities: runs of spaces, and each CJK character (those scripts break between any two).
const CJK =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303F\\uFF00-\\uFFEF';
const TOKEN = new RegExp(`\\s+|[${CJK}][\\p{M}\\uFE00-\\uFE0F]*|[^\\s${CJK}]+`, 'gu');

function measure(doc: TextMeasurer, font: FontName, size: number, text: string): number {
  return doc.font(font).fontSize(size).widthOfString(text);
}

function segmentsOf(doc: TextMeasurer, text: string, style: FontStyle, size: number): Segment[] {
  return fontRuns(text, style).map((run) => ({ ...run, width: measure(doc, run.font, size, run.text) }));
}

/** Splits a word wider than the line into pieces that fit, a character at a time. */
function splitWide(doc: TextMeasurer, word: string, style: FontStyle, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    const next = piece + ch;
    if (piece && segmentsOf(doc, next, style, size).reduce((w, s) => w + s.width, 0) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece = next;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function finishLine(doc: TextMeasurer, size: number, parts: Segment[][]): Line {
  // Trailing spaces take no room at the end of a line.
  while (
    parts.length &&
    /^\s+$/u.test(
      parts
        .at(-1)!
        .map((s) => s.text)
        .join(''),
    )
  )
    parts.pop();
  const merged: Segment[] = [];
  for (const seg of parts.flat()) {
    const last = merged.at(-1);
    if (last && last.font === seg.font) last.text += seg.text;
    else merged.push({ ...seg });
  }
  for (const seg of merged) seg.width = measure(doc, seg.font, size, seg.text);
  return { segments: merged, width: merged.reduce((w, s) => w + s.width, 0) };
}

/** Lays text out in lines no wider than `width`; each line break in the text starts a new line. */
export function layoutText(
  doc: TextMeasurer,
  text: string,
  style: FontStyle,
  size: number,
  width: number,
): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let parts: Segment[][] = [];
    let used = 0;
    const tokens = paragraph.match(TOKEN) ?? [];
    const queue = [...tokens];
    while (queue.length) {
      const token = queue.shift()!;
      const isSpace = /^\s+$/u.test(token);
      if (isSpace && parts.length === 0) continue;
      const segs = segmentsOf(doc, token, style, size);
      const w = segs.reduce((sum, s) => sum + s.width, 0);
      if (used + w <= width || isSpace) {
        parts.push(segs);
        used += w;
        continue;
      }
      if (parts.length) {
        lines.push(finishLine(doc, size, parts));
        parts = [];
        used = 0;
        queue.unshift(token);
        continue;
      }
      // Alone on its line and still too wide: a long link or a run of characters without spaces.
      queue.unshift(...splitWide(doc, token, style, size, width));
      const first = queue.shift()!;
      const firstSegs = segmentsOf(doc, first, style, size);
      parts.push(firstSegs);
      used += firstSegs.reduce((sum, s) => sum + s.width, 0);
    }
    lines.push(finishLine(doc, size, parts));
  }
  // Blank lines at the end of a message add nothing but space.
  while (lines.length > 1 && lines.at(-1)!.segments.length === 0) lines.pop();
  return lines;
}

/** Lines past `max` are dropped and the last kept one ends in an ellipsis (cover titles and descriptions). */
export function clampLines(
  doc: TextMeasurer,
  lines: Line[],
  max: number,
  style: FontStyle,
  size: number,
  width: number,
): Line[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = kept[max - 1]!;
  let text = last.segments.map((s) => s.text).join('');
  const ellipsis = '…';
  for (;;) {
    const [line] = layoutText(doc, `${text.trimEnd()}${ellipsis}`, style, size, Number.POSITIVE_INFINITY);
    if (!text || line!.width <= width) {
      kept[max - 1] = line!;
      return kept;
    }
    text = [...text].slice(0, -1).join('');
  }
}
