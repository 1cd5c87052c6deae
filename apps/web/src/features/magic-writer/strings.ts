import type { MmwLength, MmwOccasion, MmwRelationship, MmwTone } from '@groupgift/domain';

// The writer's wording in British English, kept with the feature it belongs to.
export const MMW_TEXT = {
  openButton: 'Magic Message Writer',
  title: 'Magic Message Writer',
  intro: 'Tell us a little about the card and we will suggest a message. You can change it before you sign.',
  recipient: 'Who is the card for?',
  recipientHint: 'Their first name is perfect.',
  recipientRequired: 'Please enter their name',
  occasion: 'Occasion',
  relationship: 'They are my…',
  tone: 'Tone',
  length: 'Length',
  generate: 'Write a message',
  another: 'Another one',
  improve: 'Improve my message',
  improveHint:
    'Checks the spelling, capitals and punctuation of the message you have written, keeping your words.',
  improveNeedsMessage: 'Write a message on the card first, then we can help improve it.',
  insert: 'Use this message',
  fact: 'Tell me a random fact',
  anotherFact: 'Another fact',
  factHeading: 'Did you know?',
  suggestionHeading: 'Suggested message',
  improvedHeading: 'Improved message',
  nothingToImprove: 'Your message looks great. We found nothing to change.',
  working: 'Writing your message…',
  failed: 'Sorry, the writer could not help just now. Please try again.',
  rateLimited: 'That is a lot of messages! Please wait a minute and try again.',
} as const;

export const OCCASION_LABELS: Record<MmwOccasion, string> = {
  birthday: 'Birthday',
  farewell: 'Farewell',
  retirement: 'Retirement',
  'new-baby': 'New baby',
  wedding: 'Wedding',
  engagement: 'Engagement',
  'thank-you': 'Thank you',
  sympathy: 'Sympathy',
  'get-well': 'Get well',
  congratulations: 'Congratulations',
  anniversary: 'Anniversary',
  graduation: 'Graduation',
  'new-job': 'New job',
};

export const RELATIONSHIP_LABELS: Record<MmwRelationship, string> = {
  colleague: 'Colleague',
  friend: 'Friend',
  family: 'Family',
  manager: 'Manager',
};

export const TONE_LABELS: Record<MmwTone, string> = { warm: 'Warm', funny: 'Funny', formal: 'Formal' };

export const LENGTH_LABELS: Record<MmwLength, string> = { short: 'Short', medium: 'Medium', long: 'Long' };
