import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { COVER_ARTS } from '@groupgift/domain';
import { CoverIllustration, loadAllCoverArt } from './cover-art';

beforeAll(loadAllCoverArt);

/*
 * The drawings stay in one place: these components. Mail cannot show SVG, so the server turns each
 * drawing into a PNG (decision 110), from plain SVG text it cannot render itself (it has no React).
 * This test writes that text from the components and fails when the server's copy is out of date:
 *   UPDATE_COVER_ART=1 npx vitest run apps/web/src/components/card-cover/art/cover-art-export.test.tsx
 */
const EXPORTED = join(__dirname, '../../../../../server/src/services/cover-art/cover-art-drawings.ts');

/** A standalone SVG document: the drawing's markup with the namespace and no page-only attributes. */
function standaloneSvg(art: (typeof COVER_ARTS)[number]): string {
  const markup = renderToStaticMarkup(<CoverIllustration art={art} />);
  return markup.replace(
    /^<svg[^>]*>/,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">',
  );
}

function exportedModule(): string {
  // Written as prettier writes it (single quotes, keys quoted only when needed), so formatting keeps it equal.
  const entries = COVER_ARTS.map((art) => {
    const svg = standaloneSvg(art);
    if (/['\\\n]/.test(svg))
      throw new Error(`The ${art} drawing has a quote, backslash or newline the export does not escape`);
    const key = /^[a-z]+$/.test(art) ? art : `'${art}'`;
    return `  ${key}:\n    '${svg}',`;
  });
  return [
    '// Generated from apps/web/src/components/card-cover/art/*-art.tsx by cover-art-export.test.tsx: do not edit.',
    '// After changing a drawing: UPDATE_COVER_ART=1 npx vitest run apps/web/src/components/card-cover/art/cover-art-export.test.tsx',
    "import type { CoverArt } from '@groupgift/domain';",
    '',
    '/** Each cover illustration as a standalone SVG document (320 × 240), for the mail PNGs (decision 110). */',
    'export const COVER_ART_SVG: Record<CoverArt, string> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

describe('the cover illustrations the server turns into PNGs for mail', () => {
  it('are the same drawings as the components (re-export with UPDATE_COVER_ART=1 after a change)', () => {
    const expected = exportedModule();
    if (process.env.UPDATE_COVER_ART === '1') writeFileSync(EXPORTED, expected);
    const actual = readFileSync(EXPORTED, 'utf8');
    expect(
      actual,
      'the server’s copy of the cover drawings is out of date: run this test with UPDATE_COVER_ART=1',
    ).toBe(expected);
  });

  it('are standalone SVG documents without page-only attributes', () => {
    for (const art of COVER_ARTS) {
      const svg = standaloneSvg(art);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), art).toBe(true);
      expect(svg, art).not.toMatch(/aria-|class=|focusable/);
    }
  });
});
