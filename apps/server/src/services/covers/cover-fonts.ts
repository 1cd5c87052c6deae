import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { CoverFont } from '@groupgift/domain';
import { fontBytes, type FontName } from '../keepsake/keepsake-fonts';

/*
 * The fonts a cover's words are set in (issue 31): the design's font for the role, then the
 * keepsake's fonts (decision 107) for what it lacks: DejaVu for most scripts and symbols, Noto Sans
 * SC for Chinese and Japanese, Noto Emoji. Parsed once per process.
 */
const require = createRequire(import.meta.url);

// The paths of the domain's COVER_FONTS, each a literal so the dependency checks see the package.
const ROLE_FILES: Record<CoverFont, () => string> = {
  display: () => require.resolve('@expo-google-fonts/dm-serif-display/400Regular/DMSerifDisplay_400Regular.ttf'),
  script: () => require.resolve('@expo-google-fonts/dancing-script/700Bold/DancingScript_700Bold.ttf'),
  serif: () => require.resolve('@expo-google-fonts/fraunces/600SemiBold/Fraunces_600SemiBold.ttf'),
  sans: () => require.resolve('@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf'),
};

const FALLBACK_FONTS: readonly FontName[] = ['bold', 'regular', 'cjk', 'emoji'];

export type CoverFace = { key: string; font: fontkit.Font };

const faces = new Map<string, CoverFace>();

function face(key: string, bytes: () => Buffer): CoverFace {
  let found = faces.get(key);
  if (!found) {
    found = { key, font: fontkit.create(bytes()) as fontkit.Font };
    faces.set(key, found);
  }
  return found;
}

/** The faces a role's words are set in, first choice first. */
export function facesFor(role: CoverFont): CoverFace[] {
  return [
    face(role, () => readFileSync(ROLE_FILES[role]())),
    ...FALLBACK_FONTS.map((name) => face(`fallback-${name}`, () => fontBytes(name))),
  ];
}
