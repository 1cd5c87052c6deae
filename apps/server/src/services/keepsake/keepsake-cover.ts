import { coverArtFor } from '@groupgift/domain';
import type { CoverPageRow } from '../../db/repositories/group-cards-repository';
import { COVER_ART_SVG } from '../cover-art/cover-art-drawings';
import { fontPath } from './keepsake-fonts';

/*
 * The keepsake's first page: the card's cover as one picture (decision 152). THE seam to the
 * one-cover pipeline (issue 31): once the server composes every card's cover (design, title and
 * name) to PNG, `keepsakeCoverPng` returns that PNG and everything below it goes. Until then it lays
 * the occasion's drawing (the mail's, decision 110) on a card of the cover's proportions with the
 * title and the recipient's name, so the keepsake already opens with a whole cover.
 */

/** What a keepsake's cover is made from: the card's cover as stored, the collection's words. */
export type KeepsakeCoverInput = {
  cover: Pick<CoverPageRow, 'title' | 'className' | 'imageUrl'> | null;
  title: string;
  recipientName: string;
};

/**
 * The cover as a PNG, drawn full page as the keepsake's first page; null when the card's cover is
 * an uploaded photo, which the keepsake lays out itself with the title (until composed covers).
 */
export async function keepsakeCoverPng(input: KeepsakeCoverInput): Promise<Buffer | null> {
  if (input.cover?.imageUrl) return null;
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(interimCoverSvg(input), {
    fitTo: { mode: 'width', value: WIDTH * 2 },
    font: { loadSystemFonts: false, fontFiles: (['signature', 'regular', 'cjk'] as const).map(fontPath), defaultFontFamily: 'DejaVu Serif' },
    shapeRendering: 2,
  });
  return image.asPng();
}

// The card's own proportions (540 × 765, SPEC §2) and the web cover's paper and accent.
const WIDTH = 540;
const HEIGHT = 765;
const PAPER = '#fbf6ef';
const ACCENT = '#c48a3a';
const INK = '#2c2438';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Breaks words into at most `max` lines of about `chars` characters (the last one ends in … if cut). */
function wrap(text: string, chars: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, chars - 1).trimEnd()}…`;
  return kept;
}

function interimCoverSvg({ cover, title, recipientName }: KeepsakeCoverInput): string {
  const words = cover?.title.trim() || title;
  const art = coverArtFor({ className: cover?.className, occasionTexts: [cover?.title, title] });
  const drawing = COVER_ART_SVG[art].replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const size = words.length > 40 ? 34 : 44;
  const lines = wrap(words, Math.floor(440 / (size * 0.56)), 3);
  const text = lines
    .map((line, i) => `<text x="270" y="${548 + i * size * 1.15}" font-size="${size}">${escapeXml(line)}</text>`)
    .join('');
  const nameY = 548 + lines.length * size * 1.15 + 22;
  const name = recipientName.trim()
    ? `<text x="270" y="${nameY}" text-anchor="middle" font-size="24" fill="${ACCENT}" font-family="DejaVu Serif" font-weight="bold">For ${escapeXml(recipientName.trim())}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${PAPER}"/>`,
    `<rect x="20" y="20" width="${WIDTH - 40}" height="${HEIGHT - 40}" fill="none" stroke="${ACCENT}" stroke-width="2"/>`,
    `<rect x="28" y="28" width="${WIDTH - 56}" height="${HEIGHT - 56}" fill="none" stroke="${ACCENT}" stroke-opacity="0.55"/>`,
    `<g transform="translate(50 90) scale(1.375)">${drawing}</g>`,
    `<g text-anchor="middle" fill="${INK}" font-family="DejaVu Serif" font-weight="bold">${text}</g>`,
    name,
    '</svg>',
  ].join('');
}
