import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DELIVERY_PATHS, deliveryPath } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError } from '../../plugins/config-error';
import { documentStore } from '../bulk-upload/document-store';
import { readStorageConfig } from './storage-config';
import { fileObjectStore } from './file-object-store';
import { s3ObjectStore } from './s3-object-store';
import { deliveredCard } from '../../../test/delivered-card';
import { US } from '../../../test/demo-guids';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { buildTestApp, testConfig } from '../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const KEY = 'uploads/aaaaaaaa-0000-4000-8000-00000000000a.png';

describe('S3_* in the configuration', () => {
  it('keeps files in DATA_DIR when S3_BUCKET is unset', () => {
    expect(readStorageConfig({})).toEqual({ kind: 'files' });
  });

  it('refuses S3 settings without a bucket, and one key without the other', () => {
    expect(() => readStorageConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      new ConfigError([{ variable: 'S3_BUCKET', message: 'must be set when S3_ENDPOINT is' }]),
    );
    expect(() => readStorageConfig({ S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      new ConfigError([{ variable: 'S3_SECRET_ACCESS_KEY', message: 'must be set with the other S3 key' }]),
    );
    expect(() => readStorageConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(ConfigError);
  });

  it('uses path-style URLs with a custom endpoint unless told otherwise', () => {
    expect(readStorageConfig({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({
      kind: 's3',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(readStorageConfig({ S3_BUCKET: 'pictures', S3_REGION: 'ap-southeast-2' })).toMatchObject({
      forcePathStyle: false,
      region: 'ap-southeast-2',
      credentials: undefined,
    });
  });
});

describe('uploads in an S3-compatible bucket', () => {
  let s3: TestS3Server;
  let db: TestDatabase;
  const servers: FastifyInstance[] = [];
  const dataDirs = [mkdtempSync(join(tmpdir(), 'gg-s3-a-')), mkdtempSync(join(tmpdir(), 'gg-s3-b-'))];

  beforeAll(async () => {
    s3 = await startS3Server();
    db = await openTestDatabase();
    // Two servers of one site, each with a DATA_DIR of its own, sharing the bucket.
    for (const dataDir of dataDirs) servers.push(await buildTestApp(db.handle, { dataDir, storage: s3.storage }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db?.dispose();
    await s3?.stop();
  });

  it('stores, reads, checks and removes bytes by key; a missing key reads as null', async () => {
    const store = s3ObjectStore(s3.storage);
    await store.put(KEY, PNG, 'image/png');
    expect((await store.get(KEY))?.equals(PNG)).toBe(true);
    expect(await store.exists(KEY)).toBe(true);
    await store.remove(KEY);
    expect(await store.get(KEY)).toBeNull();
    expect(await store.exists(KEY)).toBe(false);
    await expect(store.get('uploads/../../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await store.close();
  });

  it('stores a file and opens it as a stream with its length, as keepsakes are (decision 134)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gg-keepsake-file-')), 'keepsake.pdf');
    const bytes = Buffer.from('%PDF-1.7 a keepsake of sorts');
    writeFileSync(file, bytes);
    for (const store of [s3ObjectStore(s3.storage), fileObjectStore(mkdtempSync(join(tmpdir(), 'gg-files-')))]) {
      const key = 'keepsakes/0123456789abcdef0123456789abcdef0123.pdf';
      expect(await store.open(key)).toBeNull();
      await store.putFile(key, file, 'application/pdf');
      const opened = (await store.open(key))!;
      expect(opened.size).toBe(bytes.length);
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await store.remove(key);
      await store.close();
    }
  });

  it('serves a picture uploaded through one server from another with a different DATA_DIR', async () => {
    const upload = await servers[0]!.inject({
      method: 'POST',
      url: `/api/groupcard/UploadImage?collection=${US(2)}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(upload.statusCode).toBe(200);
    const { imageURL } = upload.json() as { imageURL: string };
    const served = await servers[1]!.inject({ method: 'GET', url: imageURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The picture as re-encoded on upload (decision 134), read from the bucket.
    expect(served.rawPayload.equals((await servers[0]!.storage.get(`uploads/${imageURL.split('/').pop()!}`))!)).toBe(true);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Nothing landed on either server's disk.
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads')) ? readdirSync(join(dir, 'uploads')) : []).toEqual([]);
    // The same access rules: a name that was never uploaded is a 404 on every server.
    const missing = await servers[1]!.inject({ method: 'GET', url: '/api/groupcard/images/aaaaaaaa-0000-4000-8000-0000000000ff.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a keepsake in the bucket: written once by one server, served by the other (decision 134)', async () => {
    const { token } = await deliveredCard(db.handle.db, 3);
    const url = deliveryPath(DELIVERY_PATHS.recipientKeepsake, { token });
    const writes = vi.spyOn(servers[1]!.storage, 'putFile');
    const first = await servers[0]!.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const second = await servers[1]!.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    for (const dir of dataDirs) expect(existsSync(join(dir, 'keepsakes'))).toBe(false);
  });

  it('keeps bulk-upload documents in the bucket too', async () => {
    const documents = documentStore(servers[0]!.storage);
    const key = 'bbbbbbbb-0000-4000-8000-000000000001.csv';
    await documents.save(key, Buffer.from('name,email\nSam,sam@example.test\n'));
    expect((await documentStore(servers[1]!.storage).read(key)).toString()).toContain('Sam,sam@example.test');
    await documents.remove(key);
    await expect(documents.read(key)).rejects.toThrow(/not found/);
  });

  it('refuses to start when the bucket cannot be reached, naming S3_BUCKET', async () => {
    await expect(
      buildApp({
        config: testConfig({ storage: { ...s3.storage, bucket: 'no-such-bucket' } }),
        database: db.handle,
        migrate: false,
        logger: false,
      }).then((app) => app.ready()),
    ).rejects.toThrow(/^S3_BUCKET: cannot reach bucket "no-such-bucket"/);
  });
});
