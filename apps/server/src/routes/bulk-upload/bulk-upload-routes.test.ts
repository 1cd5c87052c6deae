import { randomUUID } from 'node:crypto';
import { BULK_UPLOAD_MAX_ROWS, SETUP_TYPE } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BulkUploadClosedError,
  findBulkUploadAwaitingPayment,
  settleBulkUpload,
  storeBulkUploadFile,
} from '../../db/repositories/bulk-uploads-repository';
import { bulkUploadPayees, bulkUploads } from '../../db/schema/bulk-uploads';
import { collections } from '../../db/schema/collections';
import { signUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUpOrganiser>>;

async function bulkCollection(session: Session, market: 'AU' | 'US' = 'US', setupType: string = SETUP_TYPE.BULK_GIFTS) {
  const guid = randomUUID();
  await t.app().db.insert(collections).values({
    guid,
    market,
    setupType,
    organiserId: session.organiser.id,
    title: 'Team gifts',
    closeDate: new Date(Date.now() + 30 * 86_400_000),
    pricing: { bulkGiftsFee: 5 },
  });
  return guid;
}

function upload(session: Session | null, guid: string, csv: string | Buffer, fileName = 'team gifts.csv') {
  return t.app().inject({
    method: 'POST',
    url: `/api/bulk-upload/${guid}/file`,
    headers: {
      ...(session?.headers ?? {}),
      'content-type': 'text/csv',
      'x-file-name': encodeURIComponent(fileName),
    },
    payload: csv,
  });
}

const WITH_ERRORS = [
  'First name,Last name,Email,Amount',
  'Ada,Lovelace,ada@example.com,25.00',
  ',Smith,not-an-email,12.345',
  'Cher,,ada@example.com,-3',
].join('\r\n');

const CORRECTED = [
  'First name,Last name,Email,Amount',
  'Ada,Lovelace,ada@example.com,25.00',
  'Bo,Smith,bo@example.com,12.35',
  'Cher,,cher@example.com,30',
].join('\r\n');

async function storedPayees(uploadGuid: string) {
  const db = t.app().db;
  const [row] = await db.select().from(bulkUploads).where(eq(bulkUploads.guid, uploadGuid));
  if (!row) return { row: null, payees: [] };
  const payees = await db.select().from(bulkUploadPayees).where(eq(bulkUploadPayees.bulkUploadId, row.id));
  return { row, payees };
}

describe('bulk upload of payees', () => {
  it('answers every row with its errors and stores nothing payable', async () => {
    const session = await signUpOrganiser(t.app());
    const guid = await bulkCollection(session);
    const res = await upload(session, guid, WITH_ERRORS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('draft');
    expect(body.validCount).toBe(1);
    expect(body.errorCount).toBe(2);
    expect(body.rows[1]).toMatchObject({
      line: 3,
      errors: {
        firstName: ['This field is required'],
        email: ['Must be a valid email address'],
        amount: ['Must be rounded to 2 decimal places'],
      },
    });
    expect(body.rows[2].errors).toEqual({
      email: ['This email address appears more than once in the file'],
      amount: ['Must be a number'],
    });
    expect(body.rows[2].lastName).toBe('.');
    expect(body).toMatchObject({ subtotalCents: 0, feeCents: 0, totalCents: 0 });
    const stored = await storedPayees(body.guid);
    expect(stored.row?.subtotalCents).toBe(0);
    expect(stored.payees).toHaveLength(0);

    const proceed = await t.app().inject({ method: 'POST', url: `/api/bulk-upload/${guid}/proceed`, headers: session.headers });
    expect(proceed.statusCode).toBe(409);
  });

  it('replaces the rows with a corrected file, computes the bulk fee and proceeds to payment', async () => {
    const session = await signUpOrganiser(t.app());
    const guid = await bulkCollection(session, 'AU');
    const first = (await upload(session, guid, WITH_ERRORS)).json();
    const res = await upload(session, guid, CORRECTED);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.guid).toBe(first.guid);
    expect(body).toMatchObject({ errorCount: 0, validCount: 3, subtotalCents: 6735, feeCents: 337, totalCents: 7072 });
    const stored = await storedPayees(body.guid);
    expect(stored.row).toMatchObject({ status: 'draft', subtotalCents: 6735, feeCents: 337 });
    expect(stored.payees.map((p) => [p.firstName, p.lastName, p.email, p.amountCents])).toEqual([
      ['Ada', 'Lovelace', 'ada@example.com', 2500],
      ['Bo', 'Smith', 'bo@example.com', 1235],
      ['Cher', '.', 'cher@example.com', 3000],
    ]);

    const page = await t.app().inject({ method: 'GET', url: `/api/bulk-upload/${guid}`, headers: session.headers });
    expect(page.json()).toMatchObject({
      collection: { guid, market: 'AU', bulkGiftsFee: 5 },
      upload: { guid: body.guid, validCount: 3, errorCount: 0, totalCents: 7072 },
    });

    const proceed = await t.app().inject({ method: 'POST', url: `/api/bulk-upload/${guid}/proceed`, headers: session.headers });
    expect(proceed.statusCode).toBe(200);
    expect(proceed.json().status).toBe('awaiting_payment');
    expect((await storedPayees(body.guid)).row?.status).toBe('awaiting_payment');

    // The payment side finds it, and settles it only at the total it charged.
    const awaiting = await findBulkUploadAwaitingPayment(t.app().db, session.organiser.id, stored.row!.collectionId!);
    expect(awaiting?.guid).toBe(body.guid);
    expect(await settleBulkUpload(t.app().db, awaiting!.id, 7000, 'paid')).toBeNull();

    // A file with errors after proceeding takes the upload back to draft with nothing payable.
    const again = (await upload(session, guid, WITH_ERRORS)).json();
    expect(again).toMatchObject({ guid: body.guid, status: 'draft', totalCents: 0 });
    expect((await storedPayees(body.guid)).payees).toHaveLength(0);
    expect(await findBulkUploadAwaitingPayment(t.app().db, session.organiser.id, stored.row!.collectionId!)).toBeNull();

    // Paid: the page shows it as paid, and the next file starts a new upload.
    await upload(session, guid, CORRECTED);
    await t.app().inject({ method: 'POST', url: `/api/bulk-upload/${guid}/proceed`, headers: session.headers });
    expect((await settleBulkUpload(t.app().db, awaiting!.id, 7072, 'paid'))?.status).toBe('paid');
    const paidPage = await t.app().inject({ method: 'GET', url: `/api/bulk-upload/${guid}`, headers: session.headers });
    expect(paidPage.json().upload).toMatchObject({ guid: body.guid, status: 'paid', totalCents: 7072 });
    // A file stored against the upload just as it was paid is refused as a whole (nothing half-written).
    const late = storeBulkUploadFile(t.app().db, {
      organiserId: session.organiser.id,
      collectionId: stored.row!.collectionId!,
      uploadId: awaiting!.id,
      newUploadGuid: randomUUID(),
      document: { guid: randomUUID(), fileName: 'late.csv', contentType: 'text/csv', sizeBytes: 1, storageKey: `${randomUUID()}.csv` },
      rowCount: 1,
      errorCount: 0,
      payees: [{ firstName: 'Late', lastName: '.', email: 'late@example.com', amountCents: 100 }],
      subtotalCents: 100,
      feeCents: 5,
    });
    await expect(late).rejects.toBeInstanceOf(BulkUploadClosedError);
    expect((await storedPayees(body.guid)).payees).toHaveLength(3);

    const next = (await upload(session, guid, WITH_ERRORS)).json();
    expect(next.guid).not.toBe(body.guid);
    expect((await storedPayees(body.guid)).payees).toHaveLength(3);
  });

  it('keeps every file as a document the owner downloads byte for byte; others get 404, anonymous 401', async () => {
    const owner = await signUpOrganiser(t.app());
    const other = await signUpOrganiser(t.app());
    const guid = await bulkCollection(owner);
    const bytes = Buffer.from(`\uFEFF${CORRECTED}\r\n`, 'utf8');
    await upload(owner, guid, WITH_ERRORS, 'first try.csv');
    await upload(owner, guid, bytes, '../"team" gifts.csv');
    const list = await t.app().inject({ method: 'GET', url: `/api/bulk-upload/${guid}/documents`, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const documents = list.json().documents;
    expect(documents.map((d: { fileName: string; errorCount: number }) => [d.fileName, d.errorCount])).toEqual([
      ['_team_ gifts.csv', 0],
      ['first try.csv', 2],
    ]);
    const url = `/api/bulk-upload/documents/${documents[0].guid}`;
    const download = await t.app().inject({ method: 'GET', url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="_team_ gifts\.csv"/);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);

    expect((await t.app().inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app().inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app().inject({ method: 'GET', url: `/api/bulk-upload/${guid}/documents`, headers: other.headers })).statusCode).toBe(404);
    expect((await upload(other, guid, CORRECTED)).statusCode).toBe(404);
    expect((await upload(null, guid, CORRECTED)).statusCode).toBe(401);
    expect((await t.app().inject({ method: 'GET', url: `/api/bulk-upload/${guid}` })).statusCode).toBe(401);
  });

  it('refuses a collection that is not Bulk Gifts', async () => {
    const session = await signUpOrganiser(t.app());
    const guid = await bulkCollection(session, 'US', SETUP_TYPE.COLLECTION);
    expect((await upload(session, guid, CORRECTED)).statusCode).toBe(404);
  });

  it('refuses a file too big or with too many rows, with the message, and keeps nothing', async () => {
    const session = await signUpOrganiser(t.app());
    const guid = await bulkCollection(session);
    const big = await upload(session, guid, Buffer.alloc(2 * 1048576 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('File size must be less than 2 MB');

    const row = 'Ada,L,a@example.com,1\r\n';
    const many = await upload(session, guid, `First name,Last name,Email,Amount\r\n${row.repeat(BULK_UPLOAD_MAX_ROWS + 1)}`);
    expect(many.statusCode).toBe(422);
    expect(many.json().error.message).toBe('The file must have at most 5,000 payees');

    const list = await t.app().inject({ method: 'GET', url: `/api/bulk-upload/${guid}/documents`, headers: session.headers });
    expect(list.json().documents).toEqual([]);
  });

  it('checks and stores 5,000 rows', async () => {
    const session = await signUpOrganiser(t.app());
    const guid = await bulkCollection(session);
    const lines = ['first_name,last_name,email,amount'];
    for (let i = 0; i < BULK_UPLOAD_MAX_ROWS; i += 1) lines.push(`P${i},Q${i},p${i}@example.com,1.00`);
    const res = await upload(session, guid, lines.join('\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ validCount: 5000, subtotalCents: 500000, feeCents: 25000, totalCents: 525000 });
    expect((await storedPayees(res.json().guid)).payees).toHaveLength(5000);
  });
});
