import { describe, expect, it } from 'vitest';
import { paymentAddressSchema, addressSchema } from './address';
import { feeTableSchema } from './fees';
import { pathwayStateSchema } from './pathway-state';
import { paymentDetailsSchema } from './payment';

describe('paymentDetailsSchema', () => {
  it('parses an empty stored value to the SPEC §3 defaults', () => {
    const d = paymentDetailsSchema.parse({});
    expect(d).toMatchObject({
      contributions: 1,
      scheme: 'visa',
      whoPaysFeeOption: 1,
      promoPercentage: '0.00',
      paymentSuccessful: false,
      tokenizedCard: null,
      address: { street: '', postcode: '' },
      stripe: { paymentElement: null },
    });
  });

  it('refuses a malformed promo percentage or fractional cents', () => {
    expect(paymentDetailsSchema.safeParse({ promoPercentage: '10' }).success).toBe(false);
    expect(paymentDetailsSchema.safeParse({ contribution: 10.5 }).success).toBe(false);
  });
});

describe('pathwayStateSchema', () => {
  it('defaults to no pathway and no sign-only flag', () => {
    expect(pathwayStateSchema.parse({})).toMatchObject({ pathway: null, signOnly: false, isEdit: false });
  });

  it('accepts only known pathway ids', () => {
    expect(pathwayStateSchema.parse({ pathway: 3 }).pathway).toBe(3);
    expect(pathwayStateSchema.safeParse({ pathway: 9 }).success).toBe(false);
  });
});

describe('address schemas', () => {
  it('trims every part', () => {
    expect(addressSchema.parse({ street: ' 1 High St ', postCode: ' 2000 ' })).toMatchObject({
      street: '1 High St',
      postCode: '2000',
      unit: '',
    });
  });

  it('requires street, city, country and postcode for payments', () => {
    const r = paymentAddressSchema.safeParse({ street: ' ', city: 'Sydney', country: 'AU' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['postcode', 'street']);
  });
});

describe('feeTableSchema', () => {
  it('defaults every fee to zero and keeps cents whole', () => {
    expect(feeTableSchema.parse({})).toMatchObject({ ccFeeAmount: 0, bulkGiftsFee: 0 });
    expect(feeTableSchema.safeParse({ ccFeeAmount: 0.3 }).success).toBe(false);
    expect(feeTableSchema.safeParse({ ccFeePercentage: 101 }).success).toBe(false);
  });
});
