import { randomUUID } from 'node:crypto';
import { collectionResponseSchema, PREVIEW_PATHS, previewTokenPath, previewTokenResponseSchema } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { coverPages, groupCards } from '../../db/schema/group-cards';
import { createPreviewToken } from '../../services/preview/preview-token';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';

const SECRET = 'preview-routes-test-secret-0123456789abcdef';
const { app } = useTestApp({ previewTokenSecret: SECRET });

/** A "Collection + Group Card" owned by the organiser, written straight to the database. */
async function ownedCollection(organiserId: number, overrides: Partial<typeof collections.$inferInsert> = {}) {
  const db = app().db;
  const [row] = await db
    .insert(collections)
    .values({
      guid: randomUUID(),
      market: 'US',
      setupType: 'Collection + Group Card',
      organiserId,
      organiserName: 'Olive Organiser',
      title: 'Preview test',
      description: 'Chip in for a gift',
      closeDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      targetCents: 50_000,
      ...overrides,
    })
    .returning({ id: collections.id, guid: collections.guid });
  const [card] = await db.insert(groupCards).values({ guid: randomUUID(), collectionId: row!.id }).returning({ id: groupCards.id });
  await db.insert(coverPages).values({ groupCardId: card!.id, title: 'Good luck Sam', coverType: 2 });
  return row!;
}

function read(guid: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const query = new URLSearchParams({ collection: guid, ...(options.token ? { token: options.token } : {}) });
  return app().inject({ method: 'GET', url: `${PREVIEW_PATHS.collection}?${query}`, headers: options.headers });
}

describe('preview routes', () => {
  let owner: SignedUpOrganiser;
  let other: SignedUpOrganiser;
  let guid: string;

  beforeAll(async () => {
    owner = await signUpOrganiser(app());
    other = await signUpOrganiser(app());
    guid = (await ownedCollection(owner.organiser.id)).guid;
  });

  async function issueToken(collectionGuid = guid, who = owner) {
    return app().inject({ method: 'POST', url: previewTokenPath(collectionGuid), headers: who.headers });
  }

  it('issues a 15-minute token for an own collection only', async () => {
    const response = await issueToken();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = previewTokenResponseSchema.parse(response.json());
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const foreign = await issueToken(guid, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await issueToken(randomUUID())).statusCode).toBe(404);
  });

  it('refuses a token to the signed-out and to a write without the CSRF header', async () => {
    const anonymous = await app().inject({ method: 'POST', url: previewTokenPath(guid) });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await app().inject({ method: 'POST', url: previewTokenPath(guid), headers: { cookie: owner.headers.cookie } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('answers the contribution-details shape to the owner’s session, even when closed or suspended', async () => {
    const response = await read(guid, { headers: { cookie: owner.headers.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = collectionResponseSchema.parse(response.json());
    expect(body.collectionGuid).toBe(guid);
    expect(body.hasGroupCard).toBe(true);
    expect(body.groupCard?.coverPage?.title).toBe('Good luck Sam');

    const closed = await ownedCollection(owner.organiser.id, { isClosed: true, isSuspended: true });
    const closedRead = await read(closed.guid, { headers: { cookie: owner.headers.cookie } });
    expect(closedRead.statusCode).toBe(200);
    expect(closedRead.json()).toMatchObject({ isSuspended: true, isCollectionClosed: true });
  });

  it('answers a valid token without a session, and whoever is signed in', async () => {
    const { token } = previewTokenResponseSchema.parse((await issueToken()).json());
    expect((await read(guid, { token })).statusCode).toBe(200);
    expect((await read(guid, { token, headers: { cookie: other.headers.cookie } })).statusCode).toBe(200);
  });

  it('refuses an expired, tampered or other-collection token with 403', async () => {
    const expired = createPreviewToken(SECRET, { collectionGuid: guid, organiserId: owner.organiser.id }, 60, new Date(Date.now() - 120_000));
    const expiredRead = await read(guid, { token: expired.token });
    expect(expiredRead.statusCode).toBe(403);
    expect(expiredRead.json().error).toMatchObject({ code: 'forbidden', message: 'You are not authorised to access this resource.' });

    const { token } = previewTokenResponseSchema.parse((await issueToken()).json());
    const [payload, signature] = token.split('.') as [string, string];
    const another = await ownedCollection(owner.organiser.id);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, c: another.guid })).toString('base64url')}.${signature}`;
    expect((await read(another.guid, { token: tampered })).statusCode).toBe(403);
    // A genuine token opens only the collection it names.
    expect((await read(another.guid, { token })).statusCode).toBe(403);
    // Signed with another secret (e.g. forged): refused.
    const forged = createPreviewToken('some-other-secret-of-enough-length-000000', { collectionGuid: guid, organiserId: owner.organiser.id }, 60);
    expect((await read(guid, { token: forged.token })).statusCode).toBe(403);
  });

  it('refuses a token naming an organiser who does not own the collection', async () => {
    const minted = createPreviewToken(SECRET, { collectionGuid: guid, organiserId: other.organiser.id }, 60);
    expect((await read(guid, { token: minted.token })).statusCode).toBe(403);
  });

  it('answers 401 to the anonymous and 404 to another organiser without a token', async () => {
    const anonymous = await read(guid);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toMatchObject({ code: 'unauthorized', message: 'Your session has expired. Please log in again.' });
    const foreign = await read(guid, { headers: { cookie: other.headers.cookie } });
    expect(foreign.statusCode).toBe(404);
  });

  it('treats a deleted collection as absent, even with a token issued before', async () => {
    const doomed = await ownedCollection(owner.organiser.id);
    const { token } = previewTokenResponseSchema.parse((await issueToken(doomed.guid)).json());
    await app().db.update(collections).set({ isDeleted: true }).where(eq(collections.guid, doomed.guid));
    expect((await read(doomed.guid, { headers: { cookie: owner.headers.cookie } })).statusCode).toBe(404);
    expect((await read(doomed.guid, { token })).statusCode).toBe(404);
  });
});
