import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  collectErrorMessages,
  ERROR_CODES,
  ERROR_STATUS,
  errorReaction,
  paymentErrorText,
} from './errors';
import { errorEnvelope, errorEnvelopeSchema, fieldErrorsFromZod } from './contract/errors';

describe('error envelope', () => {
  it('builds and parses { error: { code, message, details? } }', () => {
    const env = errorEnvelope('validation_failed', 'Invalid input', {
      fieldErrors: { email: ['Must be a valid email address'] },
    });
    expect(errorEnvelopeSchema.parse(env)).toEqual(env);
    expect(errorEnvelope('not_found', 'No such collection')).toEqual({
      error: { code: 'not_found', message: 'No such collection' },
    });
  });

  it('refuses unknown codes', () => {
    expect(errorEnvelopeSchema.safeParse({ error: { code: 'oops', message: 'x' } }).success).toBe(false);
  });

  it('maps codes to statuses', () => {
    expect(ERROR_STATUS.not_found).toBe(404);
    expect(ERROR_STATUS.validation_failed).toBe(400);
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('turns zod issues into field errors', () => {
    const r = z
      .object({ email: z.email(), name: z.string().min(1, 'This field is required') })
      .safeParse({ email: 'x', name: '' });
    const fe = fieldErrorsFromZod(r.error!);
    expect(Object.keys(fe).sort()).toEqual(['email', 'name']);
    expect(fe.name).toEqual(['This field is required']);
  });
});

describe('SPEC §8 error rules', () => {
  it('shows the decline wording for security errors with status code 400', () => {
    expect(paymentErrorText('Card security check failed: Request failed with status code 400')).toBe(
      'The payment has been declined. Please try a different card or contact your bank for further support.',
    );
    expect(paymentErrorText('security problem')).toBe('security problem');
    expect(paymentErrorText('status code 400')).toBe('status code 400');
    expect(paymentErrorText(undefined)).toBe('Sorry, something went wrong...');
  });

  it('collects messages from the envelope, the response message and string or list data', () => {
    expect(collectErrorMessages({ error: { code: 'conflict', message: 'A' }, message: 'B' })).toEqual(['A', 'B']);
    expect(collectErrorMessages({ error: 'A', message: 'A' })).toEqual(['A']);
    expect(collectErrorMessages(['C', ' A ', 'C', 7])).toEqual(['C', 'A']);
    expect(collectErrorMessages('collection-suspended')).toEqual(['collection-suspended']);
  });

  it('falls back to the generic text, or the one given, when the body says nothing', () => {
    expect(collectErrorMessages({ x: 1 })).toEqual(['Sorry, something went wrong...']);
    expect(collectErrorMessages('   ')).toEqual(['Sorry, something went wrong...']);
    expect(collectErrorMessages(null, 'fallback')).toEqual(['fallback']);
  });

  it('chooses how the wrapper reacts by status', () => {
    expect(errorReaction(422)).toBe('validation');
    expect(errorReaction(400)).toBe('validation');
    expect(errorReaction(404)).toBe('log-only');
    expect(errorReaction(500)).toBe('toast');
    expect(errorReaction(0)).toBe('toast');
  });
});
