import type { CoverTextBox, CoverWords } from '@groupgift/domain';
import { facesFor } from './cover-fonts';
import { balancedBreaks, curlQuotes, layLine, outline, type LaidLine } from './typeset';

/*
 * The title and the recipient's name fitted into a design's text box (issue 31): the title on up
 * to three balanced lines, the name on one line under it, both as large as the box allows.
 */

export const MAX_TITLE_LINES = 3;
/** The largest title a box gets, so a two-word title reads as a title rather than a poster. */
const MAX_TITLE_SIZE = 76;
const MAX_NAME_SIZE = 48;
/** The name is set smaller than the title, as a byline. */
const NAME_TO_TITLE = 0.62;
const TITLE_LEADING = 1.12;
const NAME_LEADING = 1.25;
const GAP = 0.45;

export type SetWords = {
  /** One outline (path data) per line, title lines first. */
  paths: { d: string; role: 'title' | 'name' }[];
  titleLines: string[];
  titleSize: number;
  nameSize: number;
  /** The block the words fill, in card units. */
  bounds: { x: number; y: number; width: number; height: number };
};

type TitleSetting = { lines: LaidLine[]; size: number; nameSize: number };

function blockHeight(titleLines: number, titleSize: number, nameSize: number): number {
  const title = titleLines * titleSize * TITLE_LEADING;
  if (!nameSize) return title;
  return title + (titleLines ? GAP * nameSize : 0) + nameSize * NAME_LEADING;
}

/** Sets the words into the box; empty words set nothing. */
export function fitWords(words: CoverWords, box: CoverTextBox): SetWords {
  const title = curlQuotes(words.title.trim().replace(/\s+/g, ' '));
  const name = curlQuotes(words.name.trim().replace(/\s+/g, ' '));
  const titleFaces = facesFor(box.titleFont);
  const nameFaces = facesFor(box.nameFont);
  const nameLine = name ? layLine(name, nameFaces) : null;
  const nameFitWidth = nameLine && nameLine.width > 0 ? box.width / nameLine.width : 0;

  const laid = new Map<string, LaidLine>();
  const lay = (text: string) => {
    let line = laid.get(text);
    if (!line) {
      line = layLine(text, titleFaces);
      laid.set(text, line);
    }
    return line;
  };
  const titleWords = title ? title.split(' ') : [];

  // For each line count, the largest size whose block fits the box; the best setting wins (the
  // fewer lines on a tie).
  let best: TitleSetting | null = null;
  for (let count = titleWords.length ? 1 : 0; count <= Math.min(MAX_TITLE_LINES, titleWords.length); count++) {
    const parts = count ? balancedBreaks(titleWords, count, (text) => lay(text).width) : [];
    if (!parts) continue;
    const lines = parts.map(lay);
    const widest = Math.max(0, ...lines.map((l) => l.width));
    let size = count ? Math.min(MAX_TITLE_SIZE, box.width / widest) : 0;
    const nameSizeFor = (titleSize: number) =>
      nameLine ? Math.min(MAX_NAME_SIZE, nameFitWidth, count ? titleSize * NAME_TO_TITLE : MAX_NAME_SIZE) : 0;
    // Shrinks until the block is short enough for the box.
    const height = (s: number) => blockHeight(count, s, nameSizeFor(s));
    if (count && height(size) > box.height) size = Math.min(size, box.height / height(1));
    let nameSize = nameSizeFor(size);
    if (!count && nameLine) nameSize = Math.min(nameSize, box.height / NAME_LEADING);
    if (!best || size > best.size * 1.04) best = { lines, size, nameSize };
  }
  if (!best) return { paths: [], titleLines: [], titleSize: 0, nameSize: 0, bounds: { x: box.x, y: box.y, width: 0, height: 0 } };

  const { lines, size, nameSize } = best;
  const height = blockHeight(lines.length, size, nameSize);
  const top = box.y + (box.height - height) / 2;
  const left = (width: number) =>
    box.align === 'start' ? box.x : box.align === 'end' ? box.x + box.width - width : box.x + (box.width - width) / 2;
  const paths: SetWords['paths'] = [];
  let widest = 0;
  lines.forEach((line, i) => {
    const width = line.width * size;
    widest = Math.max(widest, width);
    // The baseline sits about four fifths down each line's box: room for capitals and descenders.
    const baseline = top + i * size * TITLE_LEADING + size * 0.86;
    paths.push({ d: outline(line, size, left(width), baseline), role: 'title' });
  });
  if (nameLine && nameSize > 0) {
    const width = nameLine.width * nameSize;
    widest = Math.max(widest, width);
    const nameTop = top + lines.length * size * TITLE_LEADING + (lines.length ? GAP * nameSize : 0);
    paths.push({ d: outline(nameLine, nameSize, left(width), nameTop + nameSize * 0.9), role: 'name' });
  }
  return {
    paths,
    titleLines: lines.map((l) => l.text),
    titleSize: size,
    nameSize,
    bounds: { x: left(widest), y: top, width: widest, height },
  };
}
