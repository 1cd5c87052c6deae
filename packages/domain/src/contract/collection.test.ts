import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { collectionResponseSchema, collectionSchema } from './collection';

const guid = '10000000-0000-4000-8000-000000000001';
const minimal = { collectionId: 7, collectionGuid: guid, collectionSetupType: 'Collection' } as const;

describe('collectionSchema', () => {
  it('fills the SPEC §9 defaults (money in cents) when the server omits them', () => {
    const c = collectionSchema.parse(minimal);
    expect(c).toMatchObject({
      id: 7,
      charityPercentage: 1,
      collectionTarget: 100,
      minimumContributionAmount: 100,
      joinedSofar: 1,
      soFarCollected: 100,
      maxIndividualContributionLimit: 0,
      mode: 'Contribute',
      countryCode: 'US',
      whoPaysFeeOption: 1,
      isCollectionClosed: false,
      paymentGateways: [],
      groupCard: null,
      coverPage: null,
      pricingDto: null,
    });
  });

  it('derives collected, joined, target and maxContributionAmount from their sources', () => {
    const c = collectionSchema.parse({
      ...minimal,
      soFarCollected: 12_345,
      joinedSofar: 4,
      collectionTarget: 50_000,
      maxIndividualContributionLimit: 10_000,
    });
    expect(c).toMatchObject({ collected: 12_345, joined: 4, target: 50_000, maxContributionAmount: 10_000 });
  });

  it('keeps derived fields the server computed', () => {
    const c = collectionSchema.parse({ ...minimal, soFarCollected: 1, collected: 900, joined: 3, target: 5 });
    expect(c).toMatchObject({ collected: 900, joined: 3, target: 5 });
  });

  it('parses maxContributionAmount sent as text into a number', () => {
    expect(
      collectionSchema.parse({ ...minimal, maxContributionAmount: ' 2500 ' }).maxContributionAmount,
    ).toBe(2500);
    expect(collectionSchema.safeParse({ ...minimal, maxContributionAmount: '25.5' }).success).toBe(false);
  });

  it('accepts the server spelling iscollectionClosed and normalises it', () => {
    const c = collectionSchema.parse({ ...minimal, iscollectionClosed: true });
    expect(c.isCollectionClosed).toBe(true);
    expect(c).not.toHaveProperty('iscollectionClosed');
    expect(
      collectionSchema.parse({ ...minimal, isCollectionClosed: false, iscollectionClosed: true })
        .isCollectionClosed,
    ).toBe(false);
  });

  it('accepts a Date close date and hands out ISO text', () => {
    const c = collectionSchema.parse({ ...minimal, closeDate: new Date('2027-01-02T03:04:05Z') });
    expect(c.closeDate).toBe('2027-01-02T03:04:05.000Z');
  });

  it('refuses non-integer or negative money', () => {
    expect(collectionSchema.safeParse({ ...minimal, exactAmount: 25.5 }).success).toBe(false);
    expect(collectionSchema.safeParse({ ...minimal, soFarCollected: -1 }).success).toBe(false);
  });

  it('refuses an unknown setup type, market or a non-uuid guid', () => {
    expect(collectionSchema.safeParse({ ...minimal, collectionSetupType: 'Raffle' }).success).toBe(false);
    expect(collectionSchema.safeParse({ ...minimal, countryCode: 'NZ' }).success).toBe(false);
    expect(collectionSchema.safeParse({ ...minimal, collectionGuid: '123' }).success).toBe(false);
  });

  it('drops fields that are not in the contract', () => {
    const c = collectionSchema.parse({ ...minimal, passwordHash: 'secret' });
    expect(c).not.toHaveProperty('passwordHash');
  });

  it('parses nested group card messages with their derived fields', () => {
    const c = collectionSchema.parse({
      ...minimal,
      hasGroupCard: true,
      groupCard: {
        id: 3,
        messages: [{ collectionId: 7, id: 11, imageURL: 'https://img/x.png', comment: 'Hi' }],
      },
    });
    expect(c.groupCard?.messages[0]).toMatchObject({
      gcid: 11,
      picUrl: 'https://img/x.png',
      isEditActive: true,
    });
  });

  it('its output is valid input again (parse is stable)', () => {
    const once = collectionSchema.parse({
      ...minimal,
      iscollectionClosed: true,
      maxContributionAmount: '300',
    });
    expect(collectionSchema.parse(once)).toEqual(once);
    expect(collectionResponseSchema.parse(once)).toEqual(once);
  });

  it('documents the clean output shape for OpenAPI', () => {
    const json = z.toJSONSchema(collectionSchema, { io: 'output', unrepresentable: 'any' }) as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(json.required).toEqual(
      expect.arrayContaining(['collected', 'joined', 'target', 'maxContributionAmount']),
    );
    expect(json.properties).not.toHaveProperty('iscollectionClosed');
  });
});
