// The Magic Message Writer's choices and limits, free of zod so the browser's contributor routes read
// them without loading the schemas (decision 175).
import { MESSAGE_MAX_LENGTH } from '../constants';

export const MMW_OCCASIONS = [
  'birthday',
  'farewell',
  'retirement',
  'new-baby',
  'wedding',
  'engagement',
  'thank-you',
  'sympathy',
  'get-well',
  'congratulations',
  'anniversary',
  'graduation',
  'new-job',
] as const;

export const MMW_RELATIONSHIPS = ['colleague', 'friend', 'family', 'manager'] as const;

export const MMW_TONES = ['warm', 'funny', 'formal'] as const;

export const MMW_LENGTHS = ['short', 'medium', 'long'] as const;

/** Input limits: a card message is short, and the limits bound the work per request. */
export const MMW_LIMITS = {
  recipientNameMax: 60,
  messageMax: MESSAGE_MAX_LENGTH,
} as const;
