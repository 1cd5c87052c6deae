import type { MarketSpellers, SpellChecker } from './dictionaries';
import { typoDistance } from './edit-distance';
import { ABBREVIATIONS, COMMON_MISSPELLINGS, INFORMAL_WORDS, REPEATABLE_WORDS } from './word-lists';
import { ownValue } from '@groupgift/domain';

/*
 * Light-touch proofreading: fixes what is clearly wrong and leaves the writer's words,
 * names, style and meaning alone. Correct text comes back byte for byte.
 */

/** A correction is made only when the best suggestion is this close and clearly the best. */
const MAX_TYPO_DISTANCE = 2;
/** Suggestion lookups are slow for odd words; past this many the rest of a message is left as is. */
const MAX_SUGGESTION_LOOKUPS = 25;

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

function normaliseSpacing(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function fixPunctuation(text: string): string {
  return (
    text
      // "great , thanks" → "great, thanks"; emoticons such as " :)" are left alone by the lookahead.
      .replace(/ +([,.!?;:]+)(?=\s|$|["'”’])/g, '$1')
      // "Hi,Sam" → "Hi, Sam" (digits excluded: 1,000).
      .replace(/([,;])(?=\p{L})/gu, '$1 ')
      // "lovely.Thanks" → "lovely. Thanks" (lowercase before, capital after: not U.S. or a web address).
      .replace(/(\p{Ll}{2})([.!?])(?=\p{Lu}\p{Ll})/gu, '$1$2 ')
      // Doubled punctuation; "!!" and "??" are emphasis and "..." an ellipsis, so they stay.
      .replace(/,{2,}/g, ',')
      .replace(/;{2,}/g, ';')
      .replace(/(?<!\.)\.\.(?!\.)/g, '.')
  );
}

function removeRepeatedWords(text: string): string {
  return text.replace(/(?<![\p{L}'’])(\p{L}+)([ \t]+)\1(?![\p{L}'’])/giu, (match, word: string) =>
    REPEATABLE_WORDS.has(word.toLowerCase()) ? match : word,
  );
}

function isKnown(word: string, spellers: MarketSpellers): boolean {
  const plain = word.replace(/’/g, "'");
  return spellers.primary.correct(plain) || spellers.secondary.correct(plain);
}

function bestSuggestion(word: string, speller: SpellChecker): string | undefined {
  const first = word[0];
  const candidates = speller
    .suggest(word)
    // A typo keeps its first letter and stays one lowercase word; names are never offered.
    .filter((s) => s[0] === first && s === s.toLowerCase() && !/[\s-]/.test(s))
    .filter((s) => word.includes("'") || !s.includes("'"))
    .map((s) => ({ s, d: typoDistance(word, s) }))
    .sort((x, y) => x.d - y.d);
  const [best, second] = candidates;
  if (!best || best.d > MAX_TYPO_DISTANCE) return undefined;
  if (second && second.d === best.d) return undefined; // a tie is a guess
  return best.s;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type WordContext = { spellers: MarketSpellers; lookups: number; compound: boolean };

function fixWord(word: string, ctx: WordContext): string {
  const lower = word.toLowerCase();
  if (lower === 'i') return 'I';
  if (/^i['’](m|ve|ll|d)$/.test(word)) return `I${word.slice(1)}`;
  // The writer's own words are the key: "constructor" must not find Object.prototype's.
  const common = ownValue(COMMON_MISSPELLINGS, lower);
  // "Thier" at a sentence start is still a well-known misspelling; keep its capital.
  if (common !== undefined && word === capitalise(lower)) return capitalise(common);
  // Other capitalised words are names, places, acronyms or brands: the writer knows best.
  if (word !== lower) return word;
  if (INFORMAL_WORDS.has(lower.replace(/’/g, "'"))) return word;
  if (common !== undefined) return common;
  if (word.length < 4 || isKnown(word, ctx.spellers)) return word;
  if (ctx.compound || ctx.lookups >= MAX_SUGGESTION_LOOKUPS) return word;
  ctx.lookups++;
  return bestSuggestion(word, ctx.spellers.primary) ?? word;
}

/** Web addresses, emails, handles, numbers and dotted abbreviations are not words to check. */
function isCheckableChunk(chunk: string): boolean {
  return !/[\d@#/\\_=+<>]/.test(chunk) && !/\p{L}\.\p{L}/u.test(chunk) && !/^www\./i.test(chunk);
}

function fixWords(text: string, spellers: MarketSpellers): string {
  const ctx: WordContext = { spellers, lookups: 0, compound: false };
  return text.replace(/\S+/g, (chunk) => {
    if (!isCheckableChunk(chunk)) return chunk;
    // Parts of a compound ("get-togethers") are often not words on their own.
    ctx.compound = /\p{L}-\p{L}/u.test(chunk);
    return chunk.replace(WORD, (word) => fixWord(word, ctx));
  });
}

function capitaliseSentences(text: string): string {
  let out = '';
  let sentenceStart = true;
  let previousToken = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (sentenceStart && /\p{L}/u.test(ch)) {
      // Only a plain lowercase word is capitalised: "iPhone" or "eBay" keep their style.
      const word = /^\p{L}+/u.exec(text.slice(i))?.[0] ?? ch;
      const kisses = /^[xo]+$/i.test(word); // "xx" on its own line is a sign-off, not a sentence
      out += word === word.toLowerCase() && !kisses ? ch.toUpperCase() : ch;
      sentenceStart = false;
      previousToken += ch;
      continue;
    }
    out += ch;
    if (ch === '\n') {
      sentenceStart = true;
      previousToken = '';
    } else if (/\s/.test(ch)) {
      const ended = /[.!?]["'”’)]*$/.test(previousToken);
      const abbreviation = ABBREVIATIONS.has(previousToken.toLowerCase()) || /\.\.\.$|…$/.test(previousToken);
      if (ended && !abbreviation) sentenceStart = true;
      previousToken = '';
    } else {
      previousToken += ch;
      // Digits or symbols start a sentence too ("3 cheers"); nothing to capitalise then.
      if (sentenceStart && /[\p{N}]/u.test(ch)) sentenceStart = false;
    }
  }
  return out;
}

function addFinalStop(text: string): string {
  // Multi-line messages usually end with a sign-off ("Love, Sam"), which takes no full stop.
  if (text.includes('\n')) return text;
  const lastWord = /(\p{L}+)$/u.exec(text)?.[1];
  if (!lastWord || INFORMAL_WORDS.has(lastWord.toLowerCase())) return text;
  const words = text.split(/\s+/).length;
  return words >= 3 ? `${text}.` : text;
}

export function improveText(text: string, spellers: MarketSpellers): string {
  let out = normaliseSpacing(text);
  out = fixPunctuation(out);
  out = removeRepeatedWords(out);
  out = fixWords(out, spellers);
  out = capitaliseSentences(out);
  out = addFinalStop(out);
  // Nothing but whitespace changed at the edges: hand back exactly what was typed.
  return out === text.trim() ? text : out;
}
