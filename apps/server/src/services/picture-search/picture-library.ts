import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURE_SEARCH_PATHS, type PictureKind } from '@groupgift/domain';
import { z } from 'zod';
import { findRepoRoot } from '../../lib/repo-root';

/*
 * The bundled picture library (decision 151): content/picture-library, built by
 * apps/server/scripts/picture-library/build-library.mjs. OpenMoji stickers and pictures (CC BY-SA 4.0) and our
 * own animated GIFs (CC0), each with its tags. Read once, searched in memory: no network, ever.
 */

const libraryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['gif', 'sticker', 'picture']),
  title: z.string(),
  tags: z.array(z.string()),
  /** Under the library folder: gifs/<slug>.gif, stickers/<slug>.svg, pictures/<slug>.svg. */
  file: z.string().regex(/^(?:gifs|stickers|pictures)\/[a-z0-9-]+\.(?:gif|svg)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  source: z.enum(['openmoji', 'ours']),
  author: z.string(),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const LIBRARY_DIR = join(findRepoRoot(), 'content/picture-library');

let loaded: LibraryEntry[] | undefined;

export function libraryEntries(): LibraryEntry[] {
  loaded ??= z
    .object({ entries: z.array(libraryEntrySchema) })
    .parse(JSON.parse(readFileSync(join(LIBRARY_DIR, 'library.json'), 'utf8'))).entries;
  return loaded;
}

/**
 * Words people type for the same thing: a search for any word of a group also looks for the others,
 * so "bday" finds birthday cakes and "congrats" finds trophies tagged "congratulations".
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['birthday', 'bday', 'birth day', 'cake', 'candles'],
  ['congratulations', 'congrats', 'well done', 'bravo', 'success', 'achievement', 'winner', 'trophy'],
  ['thank you', 'thanks', 'thankyou', 'grateful', 'gratitude', 'cheers', 'ta'],
  ['party', 'celebration', 'celebrate', 'hooray', 'yay', 'woohoo', 'confetti', 'party popper'],
  ['love', 'heart', 'hearts', 'xoxo', 'affection'],
  ['farewell', 'goodbye', 'bye', 'leaving', 'good luck', 'wave', 'waving'],
  ['hello', 'hi', 'welcome', 'wave'],
  ['retirement', 'retire', 'retiring', 'relax', 'holiday', 'beach'],
  ['baby', 'new baby', 'newborn', 'baby shower'],
  ['wedding', 'marriage', 'married', 'engagement', 'engaged', 'ring'],
  ['sympathy', 'condolences', 'sorry', 'thinking of you', 'care', 'flower', 'flowers'],
  ['get well', 'get well soon', 'recovery', 'feel better', 'hope'],
  ['christmas', 'xmas', 'holidays', 'festive', 'snow', 'santa'],
  ['new year', 'fireworks', 'firework'],
  ['happy', 'smile', 'smiling', 'joy', 'laugh'],
  ['gift', 'present', 'surprise'],
  ['drink', 'drinks', 'toast', 'champagne', 'bubbles', 'cheers'],
  ['dog', 'puppy', 'doggy'],
  ['cat', 'kitten', 'kitty'],
  ['star', 'stars', 'sparkle', 'sparkles', 'shine', 'magic'],
  ['music', 'song', 'dance', 'dancing'],
  ['coffee', 'tea', 'cuppa'],
];

/** The word and every word it stands for. */
function expand(word: string): string[] {
  const found = new Set([word]);
  for (const group of SYNONYMS) if (group.includes(word)) for (const other of group) found.add(other);
  return [...found];
}

/** How well one entry answers the query's words: 0 when a word finds nothing in it. */
function score(entry: LibraryEntry, words: string[][]): number {
  const title = entry.title.toLowerCase();
  let total = 0;
  for (const alternatives of words) {
    let best = 0;
    for (const [i, term] of alternatives.entries()) {
      const direct = i === 0 ? 2 : 1;
      if (title === term) best = Math.max(best, 4 * direct);
      else if (entry.tags.includes(term)) best = Math.max(best, 3 * direct);
      else if (title.split(/\s+/).includes(term)) best = Math.max(best, 2 * direct);
      else if (term.length >= 3 && entry.tags.some((tag) => tag.startsWith(term))) best = Math.max(best, direct);
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/** Entries of `kind` matching every word of `query` (or one of its synonyms), best first. */
export function searchLibrary(query: string, kind: PictureKind): LibraryEntry[] {
  const phrase = query.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').trim();
  if (!phrase) return [];
  // The whole phrase counts as one word when it is a known one ("thank you", "get well").
  const words = SYNONYMS.some((group) => group.includes(phrase)) ? [phrase] : phrase.split(/\s+/);
  const alternatives = words.map(expand);
  return libraryEntries()
    .filter((entry) => entry.kind === kind)
    .map((entry) => ({ entry, score: score(entry, alternatives) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
    .map((hit) => hit.entry);
}

/** The size a library entry is served at and copied at: drawings at 240 px (a still PNG), GIFs as drawn. */
export const LIBRARY_DRAWING_SIZE = 240;

/** The file the browser asks for: an SVG is served as the PNG drawn from it. */
export function libraryFileUrl(entry: LibraryEntry): string {
  const [folder, name] = entry.file.replace(/\.svg$/, '.png').split('/');
  return PICTURE_SEARCH_PATHS.library.replace(':folder', folder!).replace(':name', name!);
}

export function findLibraryEntry(id: string): LibraryEntry | undefined {
  return libraryEntries().find((entry) => entry.id === id);
}
