import { describe, expect, it } from 'vitest';
import { mailPriority } from './mail-priority';

describe('mail priority', () => {
  it('puts mail a person waits for first, what an organiser just sent next, receipts last', () => {
    expect(mailPriority('password-reset')).toBeLessThan(mailPriority('invitation'));
    expect(mailPriority('username-reminder')).toBe(mailPriority('password-reset'));
    expect(mailPriority('sign-up-confirm')).toBe(mailPriority('password-reset'));
    expect(mailPriority('invitation-reminder')).toBe(mailPriority('invitation'));
    expect(mailPriority('invitation')).toBeLessThan(mailPriority('contribution-receipt'));
    expect(mailPriority('sign-card-receipt')).toBe(mailPriority('contribution-receipt'));
  });

  it('lets a template it does not know wait with the receipts rather than jump the queue', () => {
    expect(mailPriority('some-new-template')).toBe(mailPriority('contribution-receipt'));
  });
});
