import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISER, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();
const get = (query: string) => app().inject({ method: 'GET', url: `/api/Details/getuserdetails?${query}` });

describe('GET /api/Details/getuserdetails', () => {
  it('returns the organiser with plans and an available pack by userid', async () => {
    const res = await get(`userid=${DEMO_ORGANISER}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      firstName: 'Dana',
      email: 'demo@groupgift.test',
      isPackAvailable: true,
      closeDate: null,
    });
    expect(body.plans.map((p: { price: number }) => p.price)).toEqual([499, 4999]);
    expect(body.plans[0]).toMatchObject({ currency: 'US$', subscriptions: 1 });
    expect(body.pack).toMatchObject({ name: 'Ten-card pack', price: 3999, cardsRemaining: 7, priceMode: 1 });
    expect(body.gatewayInformation).toEqual([{ gateway: 2, publicKey: null, environment: 'TEST' }]);
  });

  it('returns the paid group card details with the promo discount by collectionGuid', async () => {
    const res = await get(`collectionGuid=${US(5)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'demo@groupgift.test',
      receipientEmail: 'recipient@example.test',
      anyCardAmount: 1000,
      promoWasApplied: true,
      promoCode: 'DEMO10',
      discountPercentage: 10,
      discountedAmount: 900,
    });
    expect(res.json().closeDate).toBe('2035-12-31T12:00:00.000Z');
  });

  it('answers 404 for an unknown user or collection', async () => {
    expect((await get(`userid=${UNKNOWN_GUID}`)).statusCode).toBe(404);
    expect((await get(`collectionGuid=${UNKNOWN_GUID}`)).json().error.code).toBe('not_found');
  });

  it('answers 400 unless exactly one of userid and collectionGuid is given', async () => {
    expect((await get('')).statusCode).toBe(400);
    const both = await get(`userid=${DEMO_ORGANISER}&collectionGuid=${US(5)}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.code).toBe('validation_failed');
  });
});
