import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey, MESSAGE_KEYS, MESSAGES, renderMessage } from './messages';

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('validation.maxLength', { n: 50 })).toBe('Max 50 characters');
    expect(formatMessage('validation.between', { min: '$1.00', max: '$100.00' })).toBe(
      'Value must be between $1.00 and $100.00',
    );
    expect(formatMessage('validation.alphanumericWith', { x: '-_' })).toBe(
      'Can only contain letters, numbers and the following characters: -_',
    );
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(formatMessage('validation.fileSize')).toBe('File size must be less than {{n}}');
  });

  it('returns texts without placeholders unchanged', () => {
    expect(formatMessage('validation.required')).toBe('This field is required');
  });

  it('renders a message reference', () => {
    expect(renderMessage({ key: 'validation.decimalPlaces', params: { n: 2 } })).toBe(
      'Must be rounded to 2 decimal places',
    );
  });
});

describe('catalogue', () => {
  it('holds the spec texts verbatim', () => {
    expect(MESSAGES['error.generic']).toBe('Sorry, something went wrong...');
    expect(MESSAGES['error.paymentDeclined']).toBe(
      'The payment has been declined. Please try a different card or contact your bank for further support.',
    );
    expect(MESSAGES['validation.multipleOf5']).toBe('Please enter amount multiple of 5');
    expect(MESSAGES['error.status404']).toBe(
      'Sorry, we could not find the resource you were looking for right now.',
    );
    expect(MESSAGES['error.sessionExpired']).toBe('Your session has expired. Please log in again.');
  });

  it('writes placeholders as i18next does, so that the web reads the same file', () => {
    for (const text of Object.values(MESSAGES)) expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
  });

  it('has one key per text and recognises its keys', () => {
    expect(new Set(Object.values(MESSAGES)).size).toBe(MESSAGE_KEYS.length);
    expect(isMessageKey('validation.email')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});
