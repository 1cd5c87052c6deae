import { describe, expect, it } from 'vitest';
import { bulkPaymentPath, contributePath, errorPath, packPaymentPath, paymentPath } from './paths';

const id = '10000000-0000-4000-8000-000000000005';

describe('helper path shapes', () => {
  it('builds the SPEC §2 shapes', () => {
    expect(contributePath(id)).toBe(`/contribute/${id}`);
    expect(contributePath(id, 'how-much')).toBe(`/contribute/${id}/how-much`);
    expect(paymentPath(id, 'payment-received')).toBe(`/payment/${id}/payment-received`);
    expect(packPaymentPath(id)).toBe(`/payment?packpayment=true&userid=${id}`);
    expect(bulkPaymentPath(id)).toBe(`/payment/${id}?bulkpayment=true`);
    expect(errorPath(404)).toBe('/errors/404');
  });

  it('escapes ids so a crafted id cannot add path segments', () => {
    expect(contributePath('a/../b?x=1')).toBe('/contribute/a%2F..%2Fb%3Fx%3D1');
  });
});
