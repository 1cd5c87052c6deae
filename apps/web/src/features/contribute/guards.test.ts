import { describe, expect, it } from 'vitest';
import { isNavigationRefused } from './guards';

const at = (step: string) => `/contribute/10000000-0000-4000-8000-000000000001${step ? `/${step}` : ''}`;

describe('isNavigationRefused', () => {
  it('refuses payment-details and your-details after pathway-complete or card-review', () => {
    for (const from of ['pathway-complete', 'card-review']) {
      for (const to of ['payment-details', 'your-details']) expect(isNavigationRefused(at(from), at(to))).toBe(true);
    }
  });

  it('allows every other move', () => {
    expect(isNavigationRefused(at('how-much'), at('payment-details'))).toBe(false);
    expect(isNavigationRefused(at(''), at('your-details'))).toBe(false);
    expect(isNavigationRefused(at('card-review'), at('sign'))).toBe(false);
    expect(isNavigationRefused(at('pathway-complete'), '/contact-customer-support')).toBe(false);
  });
});
