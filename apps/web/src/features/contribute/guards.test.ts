import { describe, expect, it } from 'vitest';
import { isNavigationRefused } from './guards';

const at = (step: string) => `/contribute/10000000-0000-4000-8000-000000000001${step ? `/${step}` : ''}`;

describe('isNavigationRefused', () => {
  it('refuses payment-details, your-details and the amount screens after pathway-complete, card-review, payment-successful or the receipt', () => {
    for (const from of ['pathway-complete', 'card-review', 'payment-successful', 'receipt']) {
      for (const to of ['payment-details', 'your-details', 'how-much', 'how-many']) expect(isNavigationRefused(at(from), at(to))).toBe(true);
    }
  });

  it('allows every other move', () => {
    expect(isNavigationRefused(at('how-much'), at('payment-details'))).toBe(false);
    expect(isNavigationRefused(at(''), at('your-details'))).toBe(false);
    expect(isNavigationRefused(at(''), at('how-much'))).toBe(false);
    expect(isNavigationRefused(at('sign'), at('how-many'))).toBe(false);
    expect(isNavigationRefused(at('card-review'), at('sign'))).toBe(false);
    expect(isNavigationRefused(at('pathway-complete'), '/contact-customer-support')).toBe(false);
    // A failed payment is tried again from the payment step.
    expect(isNavigationRefused(at('payment-failed'), at('payment-details'))).toBe(false);
    expect(isNavigationRefused(at('payment-successful'), at('card-review'))).toBe(false);
  });
});
