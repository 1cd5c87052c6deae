import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { collectionStore, messageDraftStore, pathwayStore, paymentDetailsStore } from '../../lib/journey/journey-store';
import { testCollection } from '../../lib/journey/test-collection';

const GUID = '10000000-0000-4000-8000-000000000001';

function serve(collection: Record<string, unknown> | null, extra: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.includes('contribution-details')) {
      return collection
        ? new Response(JSON.stringify(testCollection(collection)), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'not_found', message: 'The collection was not found.' } }), { status: 404 });
    }
    if (url.includes('GetInvitationHtml')) return new Response(JSON.stringify({ invitationHtml: '<p>hi</p>' }), { status: 200 });
    if (url.includes('save-invitation-status')) return new Response(JSON.stringify({ saved: true }), { status: 200 });
    return new Response(JSON.stringify(extra), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const run = (step: string, query = '') => boot({ collectionGuid: GUID, step, search: new URLSearchParams(query) });

afterEach(() => vi.unstubAllGlobals());

describe('boot', () => {
  it('sends an unknown or malformed collection to /errors/404', async () => {
    serve(null);
    await expect(run('')).resolves.toBe('/errors/404');
    await expect(boot({ collectionGuid: 'nope', step: '', search: new URLSearchParams() })).resolves.toBe('/errors/404');
  });

  it('loads once per session: a second step of the same collection makes no call', async () => {
    const calls = serve({});
    await expect(run('')).resolves.toBeNull();
    const first = calls.length;
    await expect(run('how-much')).resolves.toBeNull();
    expect(calls.length).toBe(first);
    expect(collectionStore.get()?.collectionGuid).toBe(GUID);
  });

  it('clears the journey on the landing page but not the edit tokens', async () => {
    paymentDetailsStore.patch({ firstName: 'Old' });
    serve({});
    await run('');
    expect(paymentDetailsStore.get().firstName).toBe('');
    expect(messageDraftStore.get().collectionGuid).toBe(GUID);
  });

  it('sends closed and deleted collections to collection-closed and suspended ones to collection-suspended', async () => {
    serve({ isCollectionClosed: true });
    await expect(run('sign')).resolves.toBe(`/contribute/${GUID}/collection-closed`);
    sessionStorage.clear();
    serve({ isDeletedCollection: true });
    await expect(run('')).resolves.toBe(`/contribute/${GUID}/collection-closed`);
    sessionStorage.clear();
    serve({ isSuspended: true });
    await expect(run('')).resolves.toBe(`/contribute/${GUID}/collection-suspended`);
    await expect(run('collection-suspended')).resolves.toBeNull();
  });

  it('signonly=true sets the sign pathway and allows zero contribution', async () => {
    serve({ collectionSetupType: 'Collection + Group Card', hasGroupCard: true, groupCard: { id: 1, messages: [] } });
    await run('', 'signonly=true');
    expect(pathwayStore.get()).toMatchObject({ pathway: 2, signOnly: true });
    expect(collectionStore.get()?.zeroContributionAllowed).toBe(true);
  });

  it('top-up sets chip in, the fee option from the new-fee flag, and drops a zero exact amount', async () => {
    serve({ collectionSetupType: 'Collection + Group Card', hasGroupCard: true, isNewFee: true, hasExactAmount: true, exactAmount: 0, groupCard: { id: 1, messages: [] } });
    await run('', 'topUp=true');
    expect(pathwayStore.get().pathway).toBe(1);
    expect(paymentDetailsStore.get()).toMatchObject({ topUp: true, whoPaysFeeOption: 2 });
    expect(collectionStore.get()?.hasExactAmount).toBe(false);
  });

  it('records an opened invitation in the US only, and keeps the marketing codes', async () => {
    const calls = serve({});
    await run('', 'invId=abc&gtmMedium=email&gtmCampaign=spring&gtmTerm=gift');
    expect(calls.some((call) => call.startsWith('POST /api/contributions/save-invitation-status'))).toBe(true);
    expect(collectionStore.get()).toMatchObject({ gtmMedium: 'email', gtmCampaign: 'spring', gtmTerm: 'gift' });
    sessionStorage.clear();
    const auCalls = serve({ countryCode: 'AU' });
    await run('', 'invId=abc');
    expect(auCalls.some((call) => call.includes('save-invitation-status'))).toBe(false);
  });

  it('keeps the invitation id for the steps after the link, and takes a newer link of the same collection', async () => {
    serve({});
    await run('', 'invId=first');
    expect(pathwayStore.get().invitationGuidId).toBe('first');
    // A fresh boot on a later step without invId (new tab) keeps the invitee of this collection.
    sessionStorage.clear();
    await run('sign');
    expect(pathwayStore.get().invitationGuidId).toBe('first');
    // An invitation link opened where this collection already booted names its own invitee.
    await run('', 'invId=second');
    expect(pathwayStore.get().invitationGuidId).toBe('second');
  });

  it('loads the invitation html for chip in', async () => {
    const calls = serve({ invitationHtml: null });
    await run('');
    expect(calls.some((call) => call.includes('GetInvitationHtml'))).toBe(true);
    expect(collectionStore.get()?.invitationHtml).toBe('<p>hi</p>');
  });

  it('messageId switches to edit mode and opens sign', async () => {
    serve({ collectionSetupType: 'Group Card Only', hasGroupCard: true, groupCard: { id: 1, messages: [] } });
    await expect(run('', 'messageId=12')).resolves.toBe(`/contribute/${GUID}/sign?messageId=12`);
    expect(pathwayStore.get()).toMatchObject({ isEdit: true, editMessageId: 12 });
  });
});
