import {
  MMW_LENGTH_WORDS,
  MMW_LENGTHS,
  MMW_OCCASIONS,
  MMW_RELATIONSHIPS,
  MMW_TONES,
} from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { composeMessage, countWords } from './compose';
import { allFunnyPhrases, phrasesFor } from './phrases/banks';
import { seededRandom } from './random';

const NAME = 'Priya';

/** The fixed words of a phrase (alternations and the name removed), to spot it in a message. */
function fixedFragments(phrase: string): string[] {
  return phrase
    .split(/\{[^}]*\}/)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 4);
}

describe('composeMessage over every occasion, tone and relationship', () => {
  for (const occasion of MMW_OCCASIONS) {
    for (const tone of MMW_TONES) {
      for (const relationship of MMW_RELATIONSHIPS) {
        it(`${occasion} / ${tone} / ${relationship}`, () => {
          for (const length of MMW_LENGTHS) {
            const { min, max } = MMW_LENGTH_WORDS[length];
            const runs = Array.from({ length: 10 }, (_, seed) =>
              composeMessage(
                { occasion, tone, relationship, length, recipientName: NAME },
                seededRandom(seed * 7919 + 1),
              ),
            );
            for (const message of runs) {
              expect(message).toContain(NAME);
              expect(message).not.toMatch(/[{}|]|\bname\b|undefined|null/);
              const words = countWords(message);
              expect(words, message).toBeGreaterThanOrEqual(min);
              expect(words, message).toBeLessThanOrEqual(max);
            }
            expect(new Set(runs).size, `${length}: ten runs must all differ`).toBe(10);
          }
        });
      }
    }
  }
});

describe('sympathy', () => {
  const funnyFragments = allFunnyPhrases().flatMap(fixedFragments);

  it('never jokes, whatever tone is asked for', () => {
    for (const tone of MMW_TONES) {
      for (const relationship of MMW_RELATIONSHIPS) {
        for (const length of MMW_LENGTHS) {
          for (let seed = 0; seed < 10; seed++) {
            const message = composeMessage(
              { occasion: 'sympathy', tone, relationship, length, recipientName: NAME },
              seededRandom(seed),
            );
            expect(message).not.toContain('!');
            for (const fragment of funnyFragments) expect(message).not.toContain(fragment);
          }
        }
      }
    }
  });

  it('answers a funny request in the warm register', () => {
    const warm = composeMessage(
      { occasion: 'sympathy', tone: 'warm', relationship: 'friend', length: 'medium', recipientName: NAME },
      seededRandom(42),
    );
    const funny = composeMessage(
      { occasion: 'sympathy', tone: 'funny', relationship: 'friend', length: 'medium', recipientName: NAME },
      seededRandom(42),
    );
    expect(funny).toBe(warm);
  });
});

/** A phrase as a pattern: each `{a|b}` matches any of its options. */
function phrasePattern(phrase: string, name: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^$()[\]\\/]/g, '\\$&');
  const source = phrase
    .split(/(\{[^}]*\})/)
    .map((part) =>
      part === '{name}'
        ? escape(name)
        : part.startsWith('{')
          ? `(?:${part.slice(1, -1).split('|').map(escape).join('|')})`
          : escape(part),
    )
    .join('');
  return new RegExp(source);
}

describe('relationship', () => {
  it('always says something about the two of you, even in a short message', () => {
    for (const occasion of MMW_OCCASIONS) {
      for (const tone of MMW_TONES) {
        for (const relationship of MMW_RELATIONSHIPS) {
          const message = composeMessage(
            { occasion, tone, relationship, length: 'short', recipientName: NAME },
            seededRandom(9),
          );
          const lines = phrasesFor(occasion, relationship, tone).relationshipLines;
          expect(
            lines.some((line) => phrasePattern(line, NAME).test(message)),
            message,
          ).toBe(true);
        }
      }
    }
  });
});

describe('names and repeats', () => {
  it('never reads braces in a name as phrase syntax', () => {
    const message = composeMessage(
      {
        occasion: 'birthday',
        tone: 'warm',
        relationship: 'friend',
        length: 'short',
        recipientName: '{name} Sam|Jo',
      },
      seededRandom(3),
    );
    expect(message).toContain('name Sam|Jo');
    expect(message).not.toMatch(/[{}]/);
  });

  it('gives a different message from the one already shown ("Another one")', () => {
    const input = {
      occasion: 'birthday',
      tone: 'warm',
      relationship: 'friend',
      length: 'short',
      recipientName: NAME,
    } as const;
    const first = composeMessage(input, seededRandom(5));
    const next = composeMessage({ ...input, previousMessage: first }, seededRandom(5));
    expect(next).not.toBe(first);
  });
});

describe('no sentence twice in one message', () => {
  const sentences = (message: string) =>
    message
      .split(/(?<=[.!?])\s+|\n/)
      .map((sentence) => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
      .filter(Boolean);

  // Every occasion, relationship, tone and length, over many seeds: long messages used to repeat themselves.
  for (const occasion of MMW_OCCASIONS) {
    it(`holds for ${occasion}`, () => {
      for (const relationship of MMW_RELATIONSHIPS)
        for (const tone of MMW_TONES)
          for (const length of MMW_LENGTHS)
            for (let seed = 0; seed < 25; seed += 1) {
              const message = composeMessage({ occasion, relationship, tone, length, recipientName: NAME }, seededRandom(seed * 31 + 7));
              const list = sentences(message);
              expect(new Set(list).size, message).toBe(list.length);
            }
    });
  }
});
