import { MMW_LENGTH_WORDS } from '@groupgift/domain';
import type { MmwLength, MmwOccasion, MmwRelationship, MmwTone } from '@groupgift/domain';
import { phrasesFor } from './phrases/banks';
import { pick, shuffle } from './random';
import type { RandomSource } from './random';

export type ComposeInput = {
  occasion: MmwOccasion;
  recipientName: string;
  relationship: MmwRelationship;
  tone: MmwTone;
  length: MmwLength;
  /** The message the visitor already has; the new one must differ from it. */
  previousMessage?: string | undefined;
};

const ALTERNATION = /\{([^{}]*\|[^{}]*)\}/g;

/** Braces and control characters would let a name look like a placeholder; they are dropped. */
export function cleanName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[{}\u0000-\u001f\u007f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function expand(template: string, name: string, random: RandomSource): string {
  const chosen = template.replace(ALTERNATION, (_match, options: string) => pick(options.split('|'), random));
  // The name goes in last, so nothing the visitor typed is ever read as phrase syntax.
  return chosen.replaceAll('{name}', name);
}

/** A sentence as a reader compares it: case, spacing and punctuation ignored. */
function sentenceKeys(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function buildOnce(input: ComposeInput, name: string, random: RandomSource): string {
  const { min, max } = MMW_LENGTH_WORDS[input.length];
  const phrases = phrasesFor(input.occasion, input.relationship, input.tone);
  const opener = expand(pick(phrases.openers, random), name, random);
  let closer = expand(pick(phrases.closers, random), name, random);
  let total = countWords(opener) + countWords(closer);
  if (total > max) {
    total -= countWords(closer);
    closer = '';
  }

  const occasionLines = shuffle(phrases.occasionLines, random).map((line) => expand(line, name, random));
  const [firstRelationship, ...otherRelationship] = shuffle(phrases.relationshipLines, random);
  const supportLines = [
    ...(firstRelationship === undefined ? [] : [firstRelationship]),
    ...shuffle([...otherRelationship, ...phrases.supportLines], random),
  ].map((line) => expand(line, name, random));
  // The occasion leads; support lines are mixed in after it so the message stays on topic.
  const queue: { text: string; occasion: boolean }[] = [];
  const [first, ...restOccasion] = occasionLines;
  if (first !== undefined) queue.push({ text: first, occasion: true });
  let o = 0;
  let s = 0;
  while (o < restOccasion.length || s < supportLines.length) {
    const takeOccasion = s >= supportLines.length || (o < restOccasion.length && random() < 0.55);
    if (takeOccasion) queue.push({ text: restOccasion[o++] as string, occasion: true });
    else queue.push({ text: supportLines[s++] as string, occasion: false });
  }

  const target = min + Math.floor(random() * (max - min + 1));
  const chosen = new Set<number>();
  // No sentence twice in one message: banks overlap, and alternations can land on the same words.
  const said = new Set(sentenceKeys(`${opener} ${closer}`));
  const fresh = (text: string) => sentenceKeys(text).every((key) => !said.has(key));
  const take = (index: number, words: number) => {
    chosen.add(index);
    total += words;
    for (const key of sentenceKeys(queue[index]!.text)) said.add(key);
  };
  const fill = (limit: number, stopAtMin: boolean) => {
    queue.forEach((line, index) => {
      if (chosen.has(index) || (stopAtMin && total >= min)) return;
      const words = countWords(line.text);
      if (total + words <= limit && fresh(line.text)) take(index, words);
    });
  };
  // Even a short message says something about the occasion and about the two of you.
  const firstSupport = queue.findIndex((line) => !line.occasion);
  for (const index of [0, firstSupport]) {
    const line = queue[index];
    if (line && !chosen.has(index) && total + countWords(line.text) <= max && fresh(line.text)) take(index, countWords(line.text));
  }
  fill(target, false);
  if (total < min) fill(max, true);

  const picked = queue.filter((_, index) => chosen.has(index));
  const body = [
    ...picked.filter((line) => line.occasion).map((line) => line.text),
    ...picked.filter((line) => !line.occasion).map((line) => line.text),
  ];
  const rest = [...body, closer].filter((part) => part.length > 0).join(' ');
  if (rest.length === 0) return opener;
  // A salutation such as "Dear Sam," reads as its own line.
  return opener.endsWith(',') ? `${opener}\n${rest}` : `${opener} ${rest}`;
}

export function composeMessage(input: ComposeInput, random: RandomSource): string {
  const name = cleanName(input.recipientName) || 'friend';
  let message = buildOnce(input, name, random);
  for (let attempt = 0; attempt < 8 && message === input.previousMessage; attempt++) {
    message = buildOnce(input, name, random);
  }
  return message;
}
