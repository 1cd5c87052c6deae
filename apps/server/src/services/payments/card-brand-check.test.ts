import { PAYMENT_METHOD } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ProviderError, type CardBrand, type PaymentProvider } from '../../payment-providers/provider';
import { methodOfCard } from './card-brand-check';

function providerAnswering(brand: () => Promise<CardBrand | undefined>): PaymentProvider {
  return { cardBrand: brand } as unknown as PaymentProvider;
}

describe('the method a card payment really is', () => {
  it('follows the brand the provider holds for the token, for both card methods', async () => {
    const amex = providerAnswering(async () => 'amex');
    const visa = providerAnswering(async () => 'other');
    expect(await methodOfCard(amex, PAYMENT_METHOD.CREDIT_CARD, 'tok')).toBe(PAYMENT_METHOD.AMERICAN_EXPRESS);
    expect(await methodOfCard(amex, PAYMENT_METHOD.AMERICAN_EXPRESS, 'tok')).toBe(PAYMENT_METHOD.AMERICAN_EXPRESS);
    expect(await methodOfCard(visa, PAYMENT_METHOD.AMERICAN_EXPRESS, 'tok')).toBe(PAYMENT_METHOD.CREDIT_CARD);
  });

  it('asks nothing for wallets and PayPal, whose fee is their own method’s', async () => {
    let asked = 0;
    const provider = providerAnswering(async () => {
      asked += 1;
      return 'amex';
    });
    for (const method of [PAYMENT_METHOD.APPLE_PAY, PAYMENT_METHOD.GOOGLE_PAY, PAYMENT_METHOD.PAYPAL]) {
      expect(await methodOfCard(provider, method, 'tok')).toBeNull();
    }
    expect(asked).toBe(0);
  });

  it('answers 503, retryable, when the provider cannot say: nothing has been stored or charged', async () => {
    const down = providerAnswering(() => Promise.reject(new ProviderError('timeout', 'timed out')));
    const refusal = await methodOfCard(down, PAYMENT_METHOD.CREDIT_CARD, 'tok').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
  });
});
