import type { MmwTone } from '@groupgift/domain';

/*
 * Phrase syntax: `{name}` is the recipient's name; `{a|b|c}` picks one option at random.
 * Nothing else may use braces, so an expanded phrase can never leave a placeholder behind.
 */
export type ToneBank = Record<MmwTone, readonly string[]>;

export type OccasionBank = {
  openers: ToneBank;
  body: ToneBank;
  closers: ToneBank;
};

/** Sympathy has no funny tone: a funny request falls back to warm (see tone-for-occasion). */
export type SolemnBank = {
  openers: Record<'warm' | 'formal', readonly string[]>;
  body: Record<'warm' | 'formal', readonly string[]>;
  closers: Record<'warm' | 'formal', readonly string[]>;
};
