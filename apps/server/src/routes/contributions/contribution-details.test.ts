import { describe, expect, it } from 'vitest';
import { AU, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();

const details = (collection: string) =>
  app().inject({ method: 'GET', url: `/api/contributions/contribution-details?collection=${collection}` });

describe('GET /api/contributions/contribution-details', () => {
  it('returns a plain collection with its derived figures in cents', async () => {
    const res = await details(US(1));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      collectionGuid: US(1),
      collectionSetupType: 'Collection',
      countryCode: 'US',
      hasGroupCard: false,
      groupCard: null,
      collectionTarget: 50000,
      soFarCollected: 12500,
      joinedSofar: 5,
      target: 50000,
      collected: 12500,
      joined: 5,
      maxContributionAmount: 0,
      isCollectionClosed: false,
      isSuspended: false,
      isDeletedCollection: false,
      hasExactAmount: false,
      exactAmount: 0,
    });
    expect(body.id).toBe(body.collectionId);
    expect(typeof body.maxContributionAmount).toBe('number');
    expect(new Date(body.closeDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('includes the group card with its messages and fee settings for Collection + Group Card', async () => {
    const body = (await details(US(3))).json();
    expect(body.collectionSetupType).toBe('Collection + Group Card');
    expect(body.whoPaysFeeOption).toBe(2);
    expect(body.pricingDto).toMatchObject({ ccFeeAmount: 30, ccFeePercentage: 2.9 });
    expect(body.hasGroupCard).toBe(true);
    expect(body.coverPage.coverType).toBe(2);
    expect(body.groupCard.messages).toHaveLength(3);
    expect(body.groupCard.messages.every((m: { email: unknown }) => m.email === null)).toBe(true);
  });

  it('carries the exact amount, the charity and the zero-contribution flags', async () => {
    // An exact amount leaves nothing to suggest.
    expect((await details(US(11))).json()).toMatchObject({ hasExactAmount: true, exactAmount: 2500, suggestedAmounts: [] });
    expect((await details(US(12))).json()).toMatchObject({ charityName: 'Red Cross', charityPercentage: 10 });
    expect((await details(AU(13))).json()).toMatchObject({
      zeroContributionAllowed: true,
      // The minimum stays beside "sign without paying" (decision 145); the AU defaults are suggested.
      minimumContributionAmount: 100,
      suggestedAmounts: [2000, 3000, 5000],
      countryCode: 'AU',
    });
    expect((await details(US(14))).json()).toMatchObject({
      zeroContributionAllowed: true,
      contributionQuestion: 'What was your favourite moment of the season?',
    });
  });

  it('marks a collection closed once its close date has passed', async () => {
    const body = (await details(US(8))).json();
    expect(body.isCollectionClosed).toBe(true);
    expect(new Date(body.closeDate).getTime()).toBeLessThan(Date.now());
  });

  it('returns suspended and deleted collections with their flags', async () => {
    expect((await details(US(9))).json()).toMatchObject({ isSuspended: true, isDeletedCollection: false });
    expect((await details(AU(10))).json()).toMatchObject({ isDeletedCollection: true });
  });

  it('answers 404 in the error envelope for an unknown id', async () => {
    const res = await details(UNKNOWN_GUID);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers 400 with the field error for a malformed id', async () => {
    const res = await details('not-a-guid');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.fieldErrors.collection).toEqual([expect.any(String)]);
  });

  it('answers 400 when the id is missing', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/contributions/contribution-details' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toHaveProperty('collection');
  });
});
