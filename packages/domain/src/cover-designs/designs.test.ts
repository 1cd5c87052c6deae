import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { COVER_DESIGNS } from './designs/index';
import { COVER_FONTS, COVER_HEIGHT, COVER_OCCASIONS, COVER_WIDTH, REQUIRED_COVER_DESIGNS, type CoverDesign } from './types';
import { coverDesignArtSvg } from './cover-design-for';

/** Whether markup is well-formed XML of the simple kind designs use: balanced tags, quoted attributes. */
function wellFormedIssue(markup: string): string | null {
  const stack: string[] = [];
  const tags = markup.match(/<[^>]*>/g) ?? [];
  if (markup.replace(/<[^>]*>/g, '').trim() !== '') return 'text outside tags';
  for (const tag of tags) {
    const closing = /^<\/([a-zA-Z][\w-]*)>$/.exec(tag);
    if (closing) {
      if (stack.pop() !== closing[1]) return `unbalanced </${closing[1]}>`;
      continue;
    }
    const opening = /^<([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<>]*")*)\s*(\/?)>$/.exec(tag);
    if (!opening) return `malformed tag ${tag.slice(0, 60)}`;
    const attributes = opening[2]?.match(/[a-zA-Z][\w:-]*=/g) ?? [];
    if (new Set(attributes).size !== attributes.length) return `repeated attribute in ${tag.slice(0, 60)}`;
    if (opening[3] !== '/') stack.push(opening[1] ?? '');
  }
  return stack.length ? `unclosed <${stack.join(', ')}>` : null;
}

const ids = (design: CoverDesign) => [...design.art.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('cover designs', () => {
  it('offers at least 30 designs with unique ids, every occasion at least once, and the ids other code names', () => {
    expect(COVER_DESIGNS.length).toBeGreaterThanOrEqual(30);
    const designIds = COVER_DESIGNS.map((design) => design.id);
    expect(new Set(designIds).size).toBe(designIds.length);
    for (const occasion of COVER_OCCASIONS) expect(COVER_DESIGNS.some((design) => design.occasion === occasion), occasion).toBe(true);
    expect(designIds).toEqual(expect.arrayContaining([...REQUIRED_COVER_DESIGNS]));
  });

  it('lists designs grouped by occasion, in the order of the occasions', () => {
    const order = COVER_DESIGNS.map((design) => COVER_OCCASIONS.indexOf(design.occasion));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(COVER_DESIGNS.map((design) => [design.id, design] as const))('%s is self-contained, well-formed SVG within budget', (id, design) => {
    expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(wellFormedIssue(coverDesignArtSvg(design))).toBeNull();
    expect(design.art).not.toMatch(/<text\b|<script\b|<foreignObject\b|\bon[a-z]+=|<style\b/i);
    expect(design.art).not.toMatch(/(?:href|src)="(?!#)|url\((?!#)/);
    for (const own of ids(design)) expect(own.startsWith(`${id}-`), own).toBe(true);
    expect(design.art.length).toBeLessThanOrEqual(8 * 1024);
  });

  it.each(COVER_DESIGNS.map((design) => [design.id, design] as const))('%s keeps its words inside the card and readable', (_, design) => {
    const box = design.text;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(COVER_WIDTH);
    expect(box.y + box.height).toBeLessThanOrEqual(COVER_HEIGHT);
    // Wide and tall enough for a title and a name at a size legible on a 120 px thumbnail.
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(box.height).toBeGreaterThanOrEqual(200);
    expect(Object.keys(COVER_FONTS)).toEqual(expect.arrayContaining([box.titleFont, box.nameFont]));
    expect(contrastRatio(box.titleColour, design.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(box.nameColour, design.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast ratio', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
