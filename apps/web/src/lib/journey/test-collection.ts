import { collectionSchema, type Collection } from '@groupgift/domain';

/** A valid collection for tests, through the real contract schema so defaults match production. */
export function testCollection(overrides: Record<string, unknown> = {}): Collection {
  return collectionSchema.parse({
    collectionId: 7,
    collectionGuid: '10000000-0000-4000-8000-000000000001',
    collectionSetupType: 'Collection',
    closeDate: '2035-12-31T12:00:00.000Z',
    collectionTarget: 50000,
    soFarCollected: 12500,
    joinedSofar: 5,
    invitationHtml: '<h2>Sam’s retirement gift</h2>',
    countryCode: 'US',
    ...overrides,
  });
}
