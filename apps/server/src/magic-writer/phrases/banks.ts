import type { MmwOccasion, MmwRelationship, MmwTone } from '@groupgift/domain';
import { anniversary, congratulations, getWell, graduation, newJob, thankYou } from './achievements';
import { birthday, engagement, farewell, newBaby, retirement, wedding } from './milestones';
import { generalLines, relationshipLines } from './shared';
import { sympathy, sympathyRelationshipLines } from './sympathy';
import type { OccasionBank } from './types';

const happyBanks: Record<Exclude<MmwOccasion, 'sympathy'>, OccasionBank> = {
  birthday,
  farewell,
  retirement,
  'new-baby': newBaby,
  wedding,
  engagement,
  'thank-you': thankYou,
  'get-well': getWell,
  congratulations,
  anniversary,
  graduation,
  'new-job': newJob,
};

/** Sympathy is never joking: a funny request is answered in the warm register. */
export function toneForOccasion(occasion: MmwOccasion, tone: MmwTone): MmwTone {
  return occasion === 'sympathy' && tone === 'funny' ? 'warm' : tone;
}

export type PhraseSet = {
  openers: readonly string[];
  occasionLines: readonly string[];
  /** About the two of you: one of these always follows the occasion line. */
  relationshipLines: readonly string[];
  supportLines: readonly string[];
  closers: readonly string[];
};

export function phrasesFor(
  occasion: MmwOccasion,
  relationship: MmwRelationship,
  requestedTone: MmwTone,
): PhraseSet {
  const tone = toneForOccasion(occasion, requestedTone);
  if (occasion === 'sympathy') {
    const solemn = tone === 'formal' ? 'formal' : 'warm';
    return {
      openers: sympathy.openers[solemn],
      occasionLines: sympathy.body[solemn],
      relationshipLines: sympathyRelationshipLines[relationship],
      supportLines: [],
      closers: sympathy.closers[solemn],
    };
  }
  const bank = happyBanks[occasion];
  return {
    openers: bank.openers[tone],
    occasionLines: bank.body[tone],
    relationshipLines: relationshipLines[relationship][tone],
    supportLines: generalLines[tone],
    closers: bank.closers[tone],
  };
}

/** Every phrase of the funny register, used by tests to prove sympathy never borrows one. */
export function allFunnyPhrases(): string[] {
  const out: string[] = [...generalLines.funny];
  for (const bank of Object.values(happyBanks))
    out.push(...bank.openers.funny, ...bank.body.funny, ...bank.closers.funny);
  for (const lines of Object.values(relationshipLines)) out.push(...lines.funny);
  return out;
}
