import { describe, expect, it } from 'vitest';
import { countInvitationEvents, findInviteeWithMarket } from '../../db/repositories/invitees-repository';
import { AU, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();
const get = (url: string) => app().inject({ method: 'GET', url });
const inviteeUS = (nn: number) => `10000000-0000-4000-8300-${String(nn).padStart(12, '0')}`;
const inviteeAU = (nn: number) => `20000000-0000-4000-8300-${String(nn).padStart(12, '0')}`;
const saveStatus = (body: unknown) =>
  app().inject({ method: 'POST', url: '/api/contributions/save-invitation-status', payload: body as object });

describe('GET /api/contributions/get-groupcard-cover', () => {
  it('returns the cover page of the card', async () => {
    const res = await get(`/api/contributions/get-groupcard-cover?collection=${US(4)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ coverType: 3, title: 'Happy birthday, Mia', contentType: 1 });
    expect(res.json().imageURL).toMatch(/^data:image\/svg\+xml,/);
  });

  it('answers 404 when the collection has no card', async () => {
    expect((await get(`/api/contributions/get-groupcard-cover?collection=${US(1)}`)).statusCode).toBe(404);
  });
});

describe('GET /api/contributions/get-invitation-Template-html', () => {
  it('returns the template html', async () => {
    const res = await get(`/api/contributions/get-invitation-Template-html?collection=${AU(12)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitationHtml).toContain('Gift for Jo, with a donation');
  });

  it('answers 404 for an unknown collection', async () => {
    expect(
      (await get(`/api/contributions/get-invitation-Template-html?collection=${UNKNOWN_GUID}`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/contributions/save-invitation-status', () => {
  it('records an opened US invitation, and keeps each report', async () => {
    const res = await saveStatus({ response: 'opened', invitationGuidId: inviteeUS(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: true });
    await saveStatus({ response: 'opened', invitationGuidId: inviteeUS(1) });
    const invitee = await findInviteeWithMarket(app().db, inviteeUS(1));
    expect(invitee?.status).toBe('opened');
    expect(await countInvitationEvents(app().db, invitee?.id ?? 0)).toBe(2);
  });

  it('does not record invitations outside the US market', async () => {
    const res = await saveStatus({ response: 'opened', invitationGuidId: inviteeAU(1) });
    expect(res.json()).toEqual({ saved: false });
    const invitee = await findInviteeWithMarket(app().db, inviteeAU(1));
    expect(invitee?.status).toBe('sent');
  });

  it('answers 404 for an unknown invitation, including ids that are not UUIDs', async () => {
    expect((await saveStatus({ response: 'opened', invitationGuidId: UNKNOWN_GUID })).statusCode).toBe(404);
    expect((await saveStatus({ response: 'opened', invitationGuidId: 'abc' })).statusCode).toBe(404);
  });

  it('accepts only response "opened"', async () => {
    const res = await saveStatus({ response: 'clicked', invitationGuidId: inviteeUS(2) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toHaveProperty('response');
  });

  it('answers 400 in the envelope for a body that is not JSON', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/contributions/save-invitation-status',
      headers: { 'content-type': 'application/json' },
      payload: '{"response":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('answers 415 in the envelope for a body that is not sent as JSON', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/contributions/save-invitation-status',
      headers: { 'content-type': 'application/xml' },
      payload: '<response>opened</response>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        details: { fieldErrors: { body: ['Must be sent as JSON'] } },
      },
    });
  });
});
