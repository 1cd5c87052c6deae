import { describe, expect, it } from 'vitest';
import {
  paymentRequestSchema,
  paymentResponseSchema,
} from './payment';
import { paymentOutcome, payPalDirectSucceeded } from '../payment-outcome';

const body = {
  collectionId: 11,
  contributionAmount: 2559,
  contributionFee: 59,
  netAmount: 2500,
  email: '  Pat@Example.com ',
  fName: ' Pat ',
  lName: ' Lee ',
  collectionAnswer: '  Blue  ',
  collectionQuestions: ' Favourite colour? ',
};

describe('paymentRequestSchema', () => {
  it('trims answer, question, email and names', () => {
    expect(paymentRequestSchema.parse(body)).toMatchObject({
      email: 'Pat@Example.com',
      fName: 'Pat',
      lName: 'Lee',
      collectionAnswer: 'Blue',
      collectionQuestions: 'Favourite colour?',
    });
  });

  it('defaults the scheme to visa and the flags to off', () => {
    expect(paymentRequestSchema.parse(body)).toMatchObject({
      scheme: 'visa',
      topUp: false,
      isStoreCardPayment: false,
      contributions: 1,
    });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(paymentRequestSchema.safeParse({ ...body, contributionAmount: 25.59 }).success).toBe(false);
    expect(paymentRequestSchema.safeParse({ ...body, netAmount: -1 }).success).toBe(false);
  });

  it('refuses blank names with the catalogue wording', () => {
    const r = paymentRequestSchema.safeParse({ ...body, fName: '  ' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['fName'], message: 'This field is required' });
  });

  it('refuses an unknown payment method id', () => {
    expect(paymentRequestSchema.safeParse({ ...body, paymentMethod: 9 }).success).toBe(false);
    expect(paymentRequestSchema.parse({ ...body, paymentMethod: 5 }).paymentMethod).toBe(5);
  });
});

describe('payment outcome', () => {
  it('succeeds only with successCode 10000 and success', () => {
    expect(paymentOutcome(paymentResponseSchema.parse({ successCode: 10000, success: true }))).toBe(
      'success',
    );
    expect(paymentOutcome(paymentResponseSchema.parse({ successCode: 10000, success: false }))).toBe(
      'failure',
    );
    expect(paymentOutcome(paymentResponseSchema.parse({ successCode: 20000, success: true }))).toBe(
      'failure',
    );
  });

  it('asks for 3-D Secure only with a redirect URL', () => {
    expect(
      paymentOutcome(
        paymentResponseSchema.parse({ threeDsRequired: true, threeDsredirectUrl: 'https://3ds/x' }),
      ),
    ).toBe('three-ds');
    expect(paymentOutcome(paymentResponseSchema.parse({ threeDsRequired: true }))).toBe('failure');
  });

  it('PayPal direct succeeds on a non-empty invoice number', () => {
    expect(payPalDirectSucceeded({ invoiceNumber: 'INV-1' })).toBe(true);
    expect(payPalDirectSucceeded({ invoiceNumber: '  ' })).toBe(false);
    expect(payPalDirectSucceeded({ invoiceNumber: null })).toBe(false);
  });
});
