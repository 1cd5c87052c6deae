import type { MmwRelationship } from '@groupgift/domain';
import type { SolemnBank } from './types';

// Sympathy is never light-hearted: no exclamation marks, no jokes, its own closers.

export const sympathy: SolemnBank = {
  openers: {
    warm: [
      'Dear {name}, I am so sorry for your loss.',
      '{name}, {we are all thinking of you|you are in our thoughts} at this {difficult|sad} time.',
      'Dear {name}, sending you {so much love|gentle hugs} and {strength|comfort}.',
      '{name}, I was so sorry to hear the {sad|heartbreaking} news.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, please accept our {deepest|sincere|heartfelt} condolences.',
      '{name}, we were {deeply|very} saddened to hear of your loss.',
      'Dear {name}, {with deepest sympathy|our thoughts are with you} at this time.',
    ],
  },
  body: {
    warm: [
      'There are no words that can make this easier, but please know you are not alone.',
      'I hope the love of the people around you brings you some comfort.',
      'Please be gentle with yourself in the days ahead.',
      'Take all the time you need; we are here for you whenever you are ready.',
      'May your {happy|treasured} memories bring you comfort and peace.',
      'Holding you close in my thoughts.',
      'If there is anything at all I can do, please just ask.',
      'Grief is a reflection of how deeply you loved, and that love will stay with you.',
      'Sending you {strength|comfort} for today and {peace|hope} for the days to come.',
      'I am thinking of you and your family.',
      'Please lean on us as much as you need to.',
    ],
    formal: [
      'Our thoughts are with you and your family.',
      'Please accept our {sincere|heartfelt} sympathy at this difficult time.',
      'We hope you find comfort in the support of those around you.',
      'Please take all the time you need.',
      'May you find strength in the memories you shared.',
      'If there is anything we can do to help, please let us know.',
      'We are holding you in our thoughts.',
      'We share in your sorrow and offer our support.',
      'With sympathy and respect for you and your loved ones.',
      'May peace and comfort be with you in the days ahead.',
    ],
  },
  closers: {
    warm: ['With love and sympathy.', 'Thinking of you.', 'With love.', 'Sending love.'],
    formal: ['With deepest sympathy.', 'With sincere condolences.', 'Kind regards.'],
  },
};

/** Relationship lines for sympathy: the same gentle register for both tones. */
export const sympathyRelationshipLines: Record<MmwRelationship, readonly string[]> = {
  colleague: [
    'Please do not worry about work; we have everything covered.',
    'Everyone here is thinking of you and sends their love.',
    'Take the time you need; your team is here for you.',
  ],
  friend: [
    'I am only a phone call away, day or night.',
    'I will be here for you, for whatever you need, for as long as you need.',
    'I would love to drop round with a meal whenever you feel up to it.',
  ],
  family: [
    'We are family, and we will get through this together.',
    'We love you and we are here for you always.',
    'Please let us carry some of the weight for a while.',
  ],
  manager: [
    'Please take all the time you need; the team has everything in hand.',
    'Your wellbeing comes first, and we are all here to support you.',
    'You have always looked after us, so please let us look after you now.',
  ],
};
