import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNT_PATHS,
  API_PATHS,
  MESSAGES,
  ORGANISER_COLLECTION_PATHS,
  organiserCollectionPath,
} from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { paymentBody, pay } from '../../test/payments-app';
import { US } from '../../test/demo-guids';
import { signUpOrganiser } from '../../test/organiser-session';
import { useTestApp } from '../../test/use-test-app';

/*
 * What the fuzz found first, kept as plain regressions (decision 095): each of these answered 500
 * before the contract refused control characters and numbers beyond the int4 columns.
 */
const { app } = useTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'gg-bad-input-')) });

const CONTROL = MESSAGES['validation.controlCharacters'];
const OPEN_CARD = US(2);

type Envelope = { error: { code: string; details?: { fieldErrors?: Record<string, string[]> } } };
const fieldErrors = (res: { json(): unknown }) => (res.json() as Envelope).error.details?.fieldErrors ?? {};

function store(payload: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection: OPEN_CARD, from: 'Sam', comment: 'Happy day', ...payload },
  });
}

const collectionForm = (overrides: Record<string, unknown> = {}) => ({
  setupType: 'Collection',
  recipientName: 'Sam Lee',
  title: 'For Sam',
  closeDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
  ...overrides,
});

describe('NUL in a text field is a 400 that names the field', () => {
  it('StoreGroupCard: from, name and comment', async () => {
    for (const field of ['from', 'name', 'comment']) {
      const res = await store({ [field]: 'Sam\u0000' });
      expect(res.statusCode, field).toBe(400);
      expect(fieldErrors(res)[field], field).toEqual([CONTROL]);
    }
  });

  it('EditGroupCard: the comment of an edit', async () => {
    const { message, editToken } = (await store({})).json() as { message: { id: number }; editToken: string };
    const res = await app().inject({
      method: 'POST',
      url: API_PATHS.editGroupCard,
      payload: {
        collection: OPEN_CARD,
        from: 'Sam',
        comment: 'Changed\u0000',
        messageId: message.id,
        editToken,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).comment).toEqual([CONTROL]);
  });

  it('ProcessCheckout: the payer names', async () => {
    for (const field of ['fName', 'lName']) {
      const res = await pay(
        app(),
        API_PATHS.processCheckout,
        paymentBody(1, { net: 1000 }, { [field]: 'Ada\u0000', checkOutToken: 'tok' }),
      );
      expect(res.statusCode, field).toBe(400);
      expect(fieldErrors(res)[field], field).toEqual([CONTROL]);
    }
  });

  it('the organiser profile, collection create and update, and the collection search', async () => {
    const { headers } = await signUpOrganiser(app());
    const profile = await app().inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.profile,
      headers,
      payload: { firstName: 'Olive\u0000', lastName: 'Organiser', market: 'US' },
    });
    expect(profile.statusCode).toBe(400);
    expect(fieldErrors(profile).firstName).toEqual([CONTROL]);

    const create = await app().inject({
      method: 'POST',
      url: ORGANISER_COLLECTION_PATHS.create,
      headers,
      payload: collectionForm({ title: 'For\u0000Sam' }),
    });
    expect(create.statusCode).toBe(400);
    expect(fieldErrors(create).title).toEqual([CONTROL]);

    const created = await app().inject({
      method: 'POST',
      url: ORGANISER_COLLECTION_PATHS.create,
      headers,
      payload: collectionForm(),
    });
    expect(created.statusCode).toBe(201);
    const update = await app().inject({
      method: 'PUT',
      url: organiserCollectionPath((created.json() as { guid: string }).guid),
      headers,
      payload: collectionForm({ description: 'Line one\nline two\u0000' }),
    });
    expect(update.statusCode).toBe(400);
    expect(fieldErrors(update).description).toEqual([CONTROL]);

    const search = await app().inject({
      method: 'GET',
      url: `${ORGANISER_COLLECTION_PATHS.list}?search=%00`,
      headers,
    });
    expect(search.statusCode).toBe(400);
    expect(fieldErrors(search).search).toEqual([CONTROL]);
  });

  it('still takes line breaks in a multi-line field', async () => {
    const res = await store({ comment: 'Dear Sam,\r\n\tall the best!' });
    expect(res.statusCode).toBe(200);
  });
});

describe('numbers beyond the int4 columns are a 400, not a 500', () => {
  it('StoreGroupCard: height and width of 1.5, 1e308 and 2^53', async () => {
    for (const value of [1.5, 1e308, 2 ** 53]) {
      for (const field of ['height', 'width']) {
        const res = await store({ [field]: value });
        expect(res.statusCode, `${field}=${value}`).toBe(400);
        expect(fieldErrors(res)[field], `${field}=${value}`).toBeDefined();
      }
    }
    expect((await store({ height: 2_147_483_647, width: 0 })).statusCode).toBe(200);
  });

  it('EditGroupCard: a messageId of 4294967295', async () => {
    const res = await app().inject({
      method: 'GET',
      url: `${API_PATHS.editGroupCard}?messageId=4294967295`,
      headers: { 'x-edit-token': 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).messageId).toEqual(['Must be less than or equal to 2147483647']);
  });

  it('a picture whose PNG header claims 4294967295 pixels is refused as too large, not a 500', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = Buffer.from('0000000d49484452ffffffffffffffff0806000000', 'hex');
    const png = Buffer.concat([signature, ihdr, Buffer.alloc(16)]);
    const upload = await app().inject({
      method: 'POST',
      url: `/api/groupcard/UploadImage?collection=${OPEN_CARD}`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    // Decision 134: a picture is decoded under a pixel cap before it is stored.
    expect(upload.statusCode).toBe(422);
    expect((upload.json() as { error: { code: string } }).error.code).toMatch(/^picture_(too_large|unreadable)$/);
  });
});

describe('a key the caller writes never finds Object.prototype', () => {
  it('GET /sandbox-provider/wallet/hasOwnProperty (and its kin) is a 404', async () => {
    for (const key of ['hasOwnProperty', 'constructor', 'toString', '__proto__']) {
      const res = await app().inject({ method: 'GET', url: `/sandbox-provider/wallet/${key}` });
      expect(res.statusCode, key).toBe(404);
    }
  });

  it('a sandbox payment id with NUL is not found, without asking the database', async () => {
    expect((await app().inject({ method: 'GET', url: '/sandbox-provider/3ds/%00' })).statusCode).toBe(404);
    expect(
      (await app().inject({ method: 'GET', url: '/sandbox-provider/paypal/approve/pay%00' })).statusCode,
    ).toBe(404);
  });
});
