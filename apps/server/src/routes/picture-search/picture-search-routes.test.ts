import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PICTURE_SEARCH_PATHS, type ChosenPicture, type PictureSearchPage } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US, UNKNOWN_GUID } from '../../../test/demo-guids';
import { startHttpDouble, type HttpDouble } from '../../../test/http-double';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { readPictureSearchConfig } from '../../services/picture-search/picture-search-config';

/*
 * The search and choose routes on PGlite: the bundled library with no keys, and GIPHY (a local double
 * answering as its documentation shows) with a key. A chosen picture lands in DATA_DIR with its
 * thumbnail and still; anything not from our own results is refused before a byte is fetched.
 */

const OPEN = US(2);
const CLOSED = US(8);
let giphy: HttpDouble;
let animatedGif: Buffer;
const frame = (background: string) => sharp({ create: { width: 60, height: 40, channels: 3, background } }).png().toBuffer();

beforeAll(async () => {
  animatedGif = await sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } }).gif().toBuffer();
  giphy = await startHttpDouble((request) => {
    const url = new URL(request.url, 'http://double');
    if (url.pathname === '/v1/gifs/search') {
      const media = (name: string) => `${giphy.baseUrl}/media/${name}`;
      const gif = (id: string, copy: string) => ({
        id,
        title: `GIF ${id}`,
        images: {
          fixed_width: { url: media(`${id}-200.gif`), width: '200', height: '133' },
          downsized: { url: copy, width: '60', height: '40' },
          original: { url: copy, width: '60', height: '40' },
        },
      });
      return {
        status: 200,
        body: {
          data: [
            gif('good', media('good.gif')),
            // A provider (or someone in the middle) pointing at a host that is not GIPHY's.
            gif('elsewhere', 'http://169.254.169.254/latest/meta-data.gif'),
            gif('html', media('page.html')),
          ],
          pagination: { total_count: 3, count: 3, offset: 0 },
        },
      };
    }
    if (url.pathname === '/media/good.gif') return { status: 200, body: animatedGif, headers: { 'content-type': 'image/gif' } };
    if (url.pathname === '/media/page.html') return { status: 200, body: '<html></html>', headers: { 'content-type': 'text/html' } };
    return { status: 404, body: {} };
  });
});
afterAll(() => giphy.close());

const search = (app: () => FastifyInstance, query: Record<string, string>) =>
  app().inject({ method: 'GET', url: PICTURE_SEARCH_PATHS.search, query: { collection: OPEN, ...query }, remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const choose = (app: () => FastifyInstance, choice: string, collection = OPEN) =>
  app().inject({ method: 'POST', url: PICTURE_SEARCH_PATHS.choose, payload: { collection, choice } });

const stored = (url: string) => readFile(join(testConfig().dataDir, 'uploads', url.split('/').pop()!));

describe('with no provider key: the bundled library', () => {
  const { app } = useTestApp();

  it('answers a search for "cake" with animated GIFs, their sizes and the library\'s mark', async () => {
    const res = await search(app, { q: 'cake', kind: 'gif' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PictureSearchPage;
    expect(page.mark.provider).toBe('library');
    expect(page.results[0]).toMatchObject({ provider: 'library', kind: 'gif', animated: true, width: 200, height: 200, title: 'Birthday cake with flickering candles' });
    expect(page.results[0]!.previewUrl).toMatch(/^\/api\/picture-search\/library\/gifs\/birthday-cake-[a-z]+\.gif$/);
    const preview = await app().inject({ method: 'GET', url: page.results[0]!.previewUrl });
    expect(preview.headers['content-type']).toBe('image/gif');
    // Under reduced motion the grid shows the GIF's first frame.
    const still = await app().inject({ method: 'GET', url: page.results[0]!.previewStillUrl! });
    expect(still.headers['content-type']).toBe('image/png');
    expect((await sharp(still.rawPayload).metadata()).pages ?? 1).toBe(1);
  });

  it('refuses an empty or overlong query, an unknown kind and a page out of range, saying why', async () => {
    for (const query of [{ q: '   ' }, { q: '   ', kind: 'gif' }, { q: 'x'.repeat(101) }, { q: 'cake', kind: 'video' }, { q: 'cake', page: '0' }, { q: 'cake', page: '41' }] as Record<string, string>[]) {
      const res = await search(app, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await search(app, { q: '' })).json().error.details.fieldErrors.q[0]).toBe('Type a word to search for.');
  });

  it('searches only for a collection still open to signing', async () => {
    expect((await search(app, { q: 'cake', collection: CLOSED })).json().error.code).toBe('collection_closed');
    expect((await search(app, { q: 'cake', collection: UNKNOWN_GUID })).statusCode).toBe(404);
  });

  it('copies a chosen animated GIF into storage with a thumbnail and a still first frame', async () => {
    const page = (await search(app, { q: 'cake', kind: 'gif' })).json() as PictureSearchPage;
    const res = await choose(app, page.results[0]!.choice);
    expect(res.statusCode, res.body).toBe(200);
    const chosen = res.json() as ChosenPicture;
    expect(chosen).toMatchObject({ width: 200, height: 200 });
    expect(chosen.imageURL).toMatch(/^\/api\/groupcard\/images\/[a-f0-9-]{36}\.gif$/);
    const id = chosen.imageURL.slice(-40, -4);
    expect(chosen.stillURL).toBe(`/api/picture-search/stills/${id}.png`);
    expect(chosen.thumbnailURL).toBe(`/api/picture-search/thumbnails/${id}.png`);

    expect((await sharp(await stored(chosen.imageURL), { animated: true }).metadata()).pages).toBeGreaterThan(1);
    const still = await app().inject({ method: 'GET', url: chosen.stillURL! });
    expect(still.headers['content-type']).toBe('image/png');
    expect(await sharp(still.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
    const thumbnail = await app().inject({ method: 'GET', url: chosen.thumbnailURL });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });
    // The card shows our copy.
    expect((await app().inject({ method: 'GET', url: chosen.imageURL })).headers['content-type']).toBe('image/gif');
  });

  it('copies a sticker as a still PNG drawn at twice its preview size, with no still frame', async () => {
    const page = (await search(app, { q: 'party popper', kind: 'sticker' })).json() as PictureSearchPage;
    const chosen = (await choose(app, page.results[0]!.choice)).json() as ChosenPicture;
    expect(chosen).toMatchObject({ width: 480, height: 480, stillURL: null });
    expect(chosen.imageURL).toMatch(/\.png$/);
  });

  it('refuses a choice it did not sign, or one whose signature was altered', async () => {
    const page = (await search(app, { q: 'cake', kind: 'gif' })).json() as PictureSearchPage;
    const [payload, signature] = page.results[0]!.choice.split('.');
    const forged = Buffer.from(JSON.stringify({ provider: 'giphy', id: 'x', kind: 'gif', mediaUrl: 'http://127.0.0.1:22/', animated: true })).toString('base64url');
    for (const choice of [`${forged}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, 'https://evil.example/cat.gif', `${payload}`]) {
      const res = await choose(app, choice);
      expect(res.statusCode, choice).toBe(400);
      expect(res.json().error.details.fieldErrors.choice[0]).toBe('That picture is not one of the search results. Search again and choose one.');
    }
  });

  it('makes the still of a GIF uploaded from a device on first request', async () => {
    const upload = await app().inject({ method: 'POST', url: `/api/groupcard/UploadImage?collection=${OPEN}`, headers: { 'content-type': 'image/gif' }, payload: animatedGif });
    const { imageURL } = upload.json() as { imageURL: string };
    const still = await app().inject({ method: 'GET', url: `/api/picture-search/stills/${imageURL.slice(-40, -4)}.png` });
    expect(still.statusCode).toBe(200);
    const { data } = await sharp(still.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1]]).toEqual([255, 0]);
    expect((await app().inject({ method: 'GET', url: `/api/picture-search/stills/${UNKNOWN_GUID}.png` })).statusCode).toBe(404);
  });
});

describe('with a GIPHY key', () => {
  const settings = { key: 'giphy-test-key', baseUrl: 'http://127.0.0.1:1', defaultBaseUrl: false };
  // The double's port is known once it listens, before this app is built: the routes read it then.
  beforeAll(() => {
    settings.baseUrl = giphy.baseUrl;
  });
  const { app } = useTestApp({ pictureSearch: { ...readPictureSearchConfig({}), giphy: settings, ratePerMinute: 3 } });

  it('searches GIPHY through our server: the key never reaches the browser', async () => {
    const res = await search(app, { q: 'cake', kind: 'gif' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PictureSearchPage;
    expect(page.mark).toEqual({ provider: 'giphy', text: 'Powered by GIPHY', url: 'https://giphy.com/' });
    expect(res.body).not.toContain('giphy-test-key');
    expect(new URL(giphy.requests.at(-1)!.url, giphy.baseUrl).searchParams.get('rating')).toBe('pg');
  });

  it('copies a chosen GIPHY GIF from the provider into storage, still animated, with its still', async () => {
    const page = (await search(app, { q: 'cake', kind: 'gif' })).json() as PictureSearchPage;
    const res = await choose(app, page.results.find((r) => r.id === 'good')!.choice);
    expect(res.statusCode, res.body).toBe(200);
    const chosen = res.json() as ChosenPicture;
    expect(chosen).toMatchObject({ width: 60, height: 40 });
    expect((await sharp(await stored(chosen.imageURL), { animated: true }).metadata()).pages).toBe(2);
    expect(chosen.stillURL).not.toBeNull();
  });

  it('refuses to fetch from a host that is not the provider\'s, or a file that is not a picture', async () => {
    const page = (await search(app, { q: 'cake', kind: 'gif' })).json() as PictureSearchPage;
    const fetchedBefore = giphy.requests.length;
    const elsewhere = await choose(app, page.results.find((r) => r.id === 'elsewhere')!.choice);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.message).toContain('not from the provider');
    expect(giphy.requests.length).toBe(fetchedBefore);
    const html = await choose(app, page.results.find((r) => r.id === 'html')!.choice);
    expect(html.statusCode).toBe(422);
    expect(html.json().error.message).toContain('not a picture');
  });

  it('limits searches per client address', async () => {
    const from = (remoteAddress: string) =>
      app().inject({ method: 'GET', url: PICTURE_SEARCH_PATHS.search, query: { collection: OPEN, q: 'cake' }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from('10.9.9.9')).statusCode).toBe(200);
    const limited = await from('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await from('10.9.9.10')).statusCode).toBe(200);
  });
});
