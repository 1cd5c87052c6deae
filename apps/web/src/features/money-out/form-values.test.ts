import { describe, expect, it } from 'vitest';
import { checkRedeem, initialValues, serverErrors, withoutChanged, type RedeemValues } from './form-values';

const OVER = 'over';
const values = (patch: Partial<RedeemValues>): RedeemValues => ({ ...initialValues(5000, 'bank'), ...patch });

describe('checkRedeem', () => {
  it('prefills the whole balance and builds an AU bank request with the BSB typed with its dash', () => {
    expect(initialValues(12345, 'gift_card').amount).toBe('123.45');
    const checked = checkRedeem(values({ accountHolderName: ' Ana Lima ', bsb: '062-000', accountNumber: '12345678' }), 'AU', 5000, OVER);
    expect(checked).toEqual({
      ok: true,
      request: { method: 'bank', amount: 5000, fee: 0, accountHolderName: 'Ana Lima', bank: { country: 'AU', bsb: '062000', accountNumber: '12345678' } },
    });
  });

  it('refuses a US routing number that fails its checksum before anything is sent', () => {
    const checked = checkRedeem(values({ accountHolderName: 'Ana', routingNumber: '123456789', accountNumber: '0001234' }), 'US', 5000, OVER);
    expect(checked).toEqual({ ok: false, errors: { 'bank.routingNumber': 'This routing number is not valid: check its digits' } });
    const good = checkRedeem(values({ accountHolderName: 'Ana', routingNumber: '011000015', accountNumber: '0001234', accountType: 'savings' }), 'US', 5000, OVER);
    expect(good.ok && good.request).toMatchObject({ bank: { country: 'US', routingNumber: '011000015', accountType: 'savings' } });
  });

  it("works out PayPal's fee (2 %, capped) the server will check", () => {
    const checked = checkRedeem(values({ method: 'paypal', amount: '50', paypalEmail: 'ana@example.test' }), 'US', 5000, OVER);
    expect(checked).toEqual({ ok: true, request: { method: 'paypal', amount: 5000, fee: 100, paypalEmail: 'ana@example.test' } });
  });

  it('refuses zero, more than two decimals and more than the balance, each on the amount', () => {
    const gift = (amount: string) => checkRedeem(values({ method: 'gift_card', amount, email: 'ana@example.test', brandId: 'sbx-au-wattle-books' }), 'AU', 5000, OVER);
    expect(gift('0')).toEqual({ ok: false, errors: { amount: 'Enter an amount above zero' } });
    expect(gift('1.234')).toMatchObject({ ok: false, errors: { amount: expect.stringMatching(/2/) } });
    expect(gift('50.01')).toEqual({ ok: false, errors: { amount: OVER } });
    expect(gift('abc')).toMatchObject({ ok: false, errors: { amount: expect.any(String) } });
  });

  it('asks which gift card, and sends the chosen brand', () => {
    const without = checkRedeem(values({ method: 'gift_card', amount: '20', email: 'ana@example.test' }), 'AU', 5000, OVER);
    expect(without).toEqual({ ok: false, errors: { brandId: 'Choose a gift card' } });
    const chosen = checkRedeem(values({ method: 'gift_card', amount: '20', email: 'ana@example.test', brandId: 'sbx-au-wattle-books', brandName: 'Wattle' }), 'AU', 5000, OVER);
    expect(chosen).toEqual({ ok: true, request: { method: 'gift_card', amount: 2000, fee: 0, email: 'ana@example.test', brandId: 'sbx-au-wattle-books' } });
  });

  it('asks for the gift card email and the bank fields by name', () => {
    expect(checkRedeem(values({ method: 'gift_card', email: 'nope' }), 'AU', 5000, OVER)).toMatchObject({ ok: false, errors: { email: expect.any(String) } });
    const bank = checkRedeem(values({}), 'AU', 5000, OVER);
    expect(bank.ok).toBe(false);
    expect(!bank.ok && Object.keys(bank.errors).sort()).toEqual(['accountHolderName', 'bank.accountNumber', 'bank.bsb']);
  });
});

describe('serverErrors', () => {
  it("puts the server's field errors on the form's fields and leaves the rest", () => {
    expect(serverErrors({ 'bank.bsb': ['Enter a 6-digit BSB'], amount: ['Too much'], other: ['x'] })).toEqual({ 'bank.bsb': 'Enter a 6-digit BSB', amount: 'Too much' });
  });
});

describe('withoutChanged', () => {
  it("drops only the changed field's error", () => {
    const before = initialValues(5000, 'bank');
    const errors = { 'bank.bsb': 'Enter a 6-digit BSB', accountHolderName: 'Required' };
    expect(withoutChanged(errors, before, { ...before, bsb: '062000' })).toEqual({ accountHolderName: 'Required' });
  });
});
