import sharp from 'sharp';
import { COVER_DESIGNS, coverDesignFor, type CoverDesign } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { composeCoverSvg } from './compose-cover-svg';
import { coverPng } from './cover-png';
import { fitWords } from './fit-words';
import { facesFor } from './cover-fonts';
import { curlQuotes, layLine } from './typeset';

const design: CoverDesign = coverDesignFor({ className: 'design-farewell-paper-plane' });
const box = design.text;

/** The pixel box of the ink of a given colour in a PNG drawn from an SVG (a check on what is really drawn). */
async function inkBounds(svg: string, colour: string): Promise<{ left: number; right: number; top: number; bottom: number } | null> {
  const { data, info } = await sharp(await coverPng(`test-${Math.random()}`, 'cover', () => svg, '#fff'))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  let found: { left: number; right: number; top: number; bottom: number } | null = null;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      if (Math.abs(data[at]! - r) + Math.abs(data[at + 1]! - g) + Math.abs(data[at + 2]! - b) > 12) continue;
      found = found
        ? { left: Math.min(found.left, x), right: Math.max(found.right, x), top: Math.min(found.top, y), bottom: Math.max(found.bottom, y) }
        : { left: x, right: x, top: y, bottom: y };
    }
  }
  return found;
}

describe('composeCoverSvg', () => {
  it('is one standalone SVG in the card’s 540 × 765 units, with the words as outlines and no text', () => {
    const svg = composeCoverSvg(design, { title: 'Good luck, Sam', name: 'Sam Lee' }, { alt: 'Cover: Good luck, Sam for Sam Lee' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 540 765"/);
    expect(svg).toContain('<title>Cover: Good luck, Sam for Sam Lee</title>');
    expect(svg).not.toMatch(/<text|<script|href="http/);
    // The title's and the name's ink, each in its colour.
    expect(svg).toContain(`<path fill="${box.titleColour}" d="M`);
    expect(svg).toContain(`<path fill="${box.nameColour}" d="M`);
  });

  it('fits the words inside the design’s text box, as drawn', async () => {
    const svg = composeCoverSvg(design, { title: 'Good luck on your next adventure, it has been a pleasure', name: 'Samantha Lee-Richardson' });
    const title = await inkBounds(svg, box.titleColour);
    const name = await inkBounds(svg, box.nameColour);
    // PNG pixels are card units × 2.
    for (const ink of [title!, name!]) {
      expect(ink.left / 2).toBeGreaterThanOrEqual(box.x - 1);
      expect(ink.right / 2).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(ink.top / 2).toBeGreaterThanOrEqual(box.y - 1);
      expect(ink.bottom / 2).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    // The name sits under the title.
    expect(name!.top).toBeGreaterThan(title!.bottom);
  });

  it('wraps a long title on up to three balanced lines and shrinks it to fit', () => {
    const short = fitWords({ title: 'Thank you', name: '' }, box);
    expect(short.titleLines).toEqual(['Thank you']);
    const long = fitWords({ title: 'Good luck on your next adventure, it has been a real pleasure working with you', name: 'Sam' }, box);
    expect(long.titleLines.length).toBe(3);
    expect(long.titleSize).toBeLessThan(short.titleSize);
    // Balanced: no line is more than about twice as long as another.
    const lengths = long.titleLines.map((line) => line.length);
    expect(Math.max(...lengths) / Math.min(...lengths)).toBeLessThan(2);
    expect(long.bounds.width).toBeLessThanOrEqual(box.width + 0.5);
    expect(long.bounds.height).toBeLessThanOrEqual(box.height + 0.5);
  });

  it('keeps the name on one line, shrinking a long one to the box’s width', () => {
    const set = fitWords({ title: 'Hi', name: 'Maximiliana Theodora Featherstonehaugh-Montgomery' }, box);
    expect(set.paths.filter((p) => p.role === 'name')).toHaveLength(1);
    expect(set.bounds.width).toBeLessThanOrEqual(box.width + 0.5);
  });

  it('sets characters the design’s font lacks in the fallback fonts, and an unknown one as a visible mark', () => {
    // Chinese and an emoji are not in the display font: every character still has a real glyph.
    const line = layLine('Bon voyage 再见 🎉', facesFor('display'));
    expect(line.glyphs.every((g) => g.glyph.id !== 0)).toBe(true);
    expect(line.glyphs.map((g) => g.glyph.codePoints[0])).toEqual(expect.arrayContaining([0x518d, 0x89c1, 0x1f389]));
    // U+E000 (private use) is in no font: the replacement mark stands in for it, never a blank box.
    const unknown = layLine('A\uE000B', facesFor('display'));
    expect(unknown.glyphs.map((g) => g.glyph.codePoints[0])).toEqual([0x41, 0xfffd, 0x42]);
    expect(unknown.glyphs.every((g) => g.glyph.id !== 0)).toBe(true);
  });

  it('sets en-GB curly quotes, straight ones made curly', () => {
    expect(curlQuotes(`Sam's "big" day`)).toBe('Sam’s “big” day');
    expect(curlQuotes('‘Cheers’')).toBe('‘Cheers’');
  });

  it('draws nothing for empty words, and the name alone larger', () => {
    expect(fitWords({ title: '', name: '' }, box).paths).toEqual([]);
    const alone = fitWords({ title: '', name: 'Sam' }, box);
    const under = fitWords({ title: 'Happy birthday', name: 'Sam' }, box);
    expect(alone.nameSize).toBeGreaterThan(under.nameSize);
  });

  it('lays a photo cover full-bleed with a shaded band under white words', () => {
    const photo = { bytes: Buffer.from('not really a jpeg'), type: 'image/jpeg' as const };
    const svg = composeCoverSvg(design, { title: 'Welcome, baby!', name: 'Ada' }, { photo });
    expect(svg).toContain('<image href="data:image/jpeg;base64,');
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg).toContain('url(#cover-photo-band)');
    expect(svg).toContain('<path fill="#ffffff"');
    expect(svg).not.toContain(design.art);
  });

  it('composes every design with words', () => {
    for (const each of COVER_DESIGNS) {
      const svg = composeCoverSvg(each, { title: 'Happy days', name: 'Kim' });
      expect(svg, each.id).toContain(each.art);
    }
  });
});
