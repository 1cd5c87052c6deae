import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths';
import {
  contributionDetailsQuerySchema,
  saveInvitationStatusRequestSchema,
  userDetailsQuerySchema,
} from './api';
import { userDetailsSchema } from './user-details';

const guid = '20000000-0000-4000-8000-000000000001';

describe('query schemas', () => {
  it('contribution details needs a collection guid', () => {
    expect(contributionDetailsQuerySchema.parse({ collection: guid })).toEqual({ collection: guid });
    expect(contributionDetailsQuerySchema.safeParse({ collection: 'abc' }).success).toBe(false);
    expect(contributionDetailsQuerySchema.safeParse({}).success).toBe(false);
  });

  it('user details takes exactly one of userid and collectionGuid', () => {
    expect(userDetailsQuerySchema.safeParse({ userid: guid }).success).toBe(true);
    expect(userDetailsQuerySchema.safeParse({ collectionGuid: guid }).success).toBe(true);
    expect(userDetailsQuerySchema.safeParse({}).success).toBe(false);
    expect(userDetailsQuerySchema.safeParse({ userid: guid, collectionGuid: guid }).success).toBe(false);
  });

  it('save-invitation-status only records "opened"', () => {
    expect(
      saveInvitationStatusRequestSchema.safeParse({ response: 'opened', invitationGuidId: ' abc ' }).data,
    ).toEqual({
      response: 'opened',
      invitationGuidId: 'abc',
    });
    expect(
      saveInvitationStatusRequestSchema.safeParse({ response: 'clicked', invitationGuidId: 'abc' }).success,
    ).toBe(false);
  });

  it('every path is under /api', () => {
    for (const path of Object.values(API_PATHS)) expect(path.startsWith('/api/')).toBe(true);
    expect(API_PATHS.contributionDetails).toBe('/api/contributions/contribution-details');
  });
});

describe('userDetailsSchema', () => {
  it('defaults plan currency to US$ and lists', () => {
    const d = userDetailsSchema.parse({
      firstName: 'Demo',
      lastName: 'Organiser',
      email: 'demo@groupgift.test',
      plans: [{ id: 1, planName: 'Paid card', price: 499 }],
    });
    expect(d.plans[0]).toMatchObject({ currency: 'US$', isDeleted: false });
    expect(d).toMatchObject({ pack: null, isPackAvailable: false, anyCardAmount: 0, gatewayInformation: [] });
  });
});
