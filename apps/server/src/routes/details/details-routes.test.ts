import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { DEMO_ORGANISER, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { signUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';

const { app, db } = useTestApp();
const get = (query: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url: `/api/Details/getuserdetails?${query}`, headers });

describe('GET /api/Details/getuserdetails', () => {
  it('returns the signed-in organiser with the packs on sale by userid', async () => {
    const { organiser, headers } = await signUpOrganiser(app(), { firstName: 'Pat', market: 'US' });
    const res = await get(`userid=${organiser.guid}`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      firstName: 'Pat',
      email: organiser.email,
      isPackAvailable: false,
      pack: null,
      closeDate: null,
      market: 'US',
      cardPrice: 499,
    });
    expect(body.plans.map((p: { price: number; cardCount: number }) => [p.price, p.cardCount])).toEqual([
      [1999, 5],
      [3499, 10],
    ]);
    expect(body.plans[0]).toMatchObject({ currency: 'US$' });
    expect(body.gatewayInformation).toEqual([{ gateway: 2, publicKey: null, environment: 'TEST' }]);
  });

  it('returns the paid group card details of an own collection by collectionGuid', async () => {
    const { organiser, headers } = await signUpOrganiser(app(), { market: 'AU' });
    const guid = randomUUID();
    await db()
      .handle.db.insert(collections)
      .values({
        guid,
        market: 'AU',
        setupType: 'Paid Group Card',
        organiserId: organiser.id,
        title: 'Card for Jo',
        recipientEmail: 'jo@example.test',
        closeDate: new Date('2035-12-31T12:00:00Z'),
      });
    const res = await get(`collectionGuid=${guid}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      receipientEmail: 'jo@example.test',
      collectionTitle: 'Card for Jo',
      market: 'AU',
      cardPrice: 699,
      anyCardAmount: 0,
      promoWasApplied: false,
      totalPgcAmount: 699,
      isPaid: false,
      closeDate: '2035-12-31T12:00:00.000Z',
    });
  });

  it('answers 401 signed out, 404 for another organiser and for unknown ids', async () => {
    expect((await get(`userid=${DEMO_ORGANISER}`)).statusCode).toBe(401);
    const { headers } = await signUpOrganiser(app());
    expect((await get(`userid=${DEMO_ORGANISER}`, headers)).statusCode).toBe(404);
    expect((await get(`collectionGuid=${US(5)}`, headers)).statusCode).toBe(404);
    expect((await get(`userid=${UNKNOWN_GUID}`, headers)).statusCode).toBe(404);
    expect((await get(`collectionGuid=${UNKNOWN_GUID}`, headers)).json().error.code).toBe('not_found');
  });

  it('answers 400 unless exactly one of userid and collectionGuid is given', async () => {
    const { organiser, headers } = await signUpOrganiser(app());
    expect((await get('', headers)).statusCode).toBe(400);
    const both = await get(`userid=${organiser.guid}&collectionGuid=${US(5)}`, headers);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.code).toBe('validation_failed');
  });
});
