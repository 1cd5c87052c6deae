import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { giphyProvider } from './giphy-provider';
import { pexelsProvider } from './pexels-provider';
import { ProviderUnavailable, type PictureProvider } from './picture-provider';
import { tenorProvider } from './tenor-provider';
import { unsplashProvider } from './unsplash-provider';

/*
 * Each adapter against a local double answering as the provider's documentation shows: the request
 * it sends (path, key, content rating), the page it makes of an answer (sizes, credit, paging), an
 * empty answer, an error status and a provider too slow to answer.
 */

type Route = (request: RecordedRequest) => DoubleAnswer;
let answer: Route = () => ({ status: 500 });
let double: HttpDouble;
beforeAll(async () => {
  double = await startHttpDouble((request) => answer(request));
});
afterAll(() => double.close());

const KEY = 'test-key-123456';
const TIMEOUT_MS = 300;
const settings = () => ({ key: KEY, baseUrl: double.baseUrl, defaultBaseUrl: false });
const lastQuery = () => new URL(double.requests.at(-1)!.url, double.baseUrl);
const cdn = (path: string) => `${double.baseUrl}/media/${path}`;

const giphyGif = (id: string) => ({
  id,
  title: `Cake ${id}`,
  alt_text: 'A birthday cake with candles',
  username: 'bakery',
  user: { display_name: 'The Bakery', profile_url: 'https://giphy.com/bakery' },
  images: {
    fixed_width: { url: cdn(`${id}-200.gif`), width: '200', height: '150' },
    downsized: { url: cdn(`${id}-downsized.gif`), width: '480', height: '360' },
    original: { url: cdn(`${id}.gif`), width: '960', height: '720' },
  },
});

const tenorGif = (id: string) => ({
  id,
  title: '',
  content_description: 'Cake with sparklers',
  itemurl: `https://tenor.com/view/${id}`,
  media_formats: {
    gif: { url: cdn(`${id}.gif`), dims: [498, 280] },
    mediumgif: { url: cdn(`${id}-m.gif`), dims: [320, 180] },
    tinygif: { url: cdn(`${id}-t.gif`), dims: [220, 124] },
  },
});

const unsplashPhoto = (id: string) => ({
  id,
  width: 4000,
  height: 3000,
  description: null,
  alt_description: 'chocolate cake on a plate',
  urls: { regular: cdn(`${id}-regular.jpg`), small: cdn(`${id}-small.jpg`) },
  links: { html: `https://unsplash.com/photos/${id}`, download_location: `${double.baseUrl}/photos/${id}/download?ixid=abc` },
  user: { name: 'Ann Lee', links: { html: 'https://unsplash.com/@annlee' } },
});

const pexelsPhoto = (id: number) => ({
  id,
  width: 3000,
  height: 2000,
  url: `https://www.pexels.com/photo/${id}/`,
  alt: 'Slice of cake',
  photographer: 'Jo Park',
  photographer_url: 'https://www.pexels.com/@jo',
  src: { large: cdn(`${id}-large.jpg`), medium: cdn(`${id}-medium.jpg`) },
});

async function expectUnavailable(provider: PictureProvider, route: Route) {
  answer = route;
  await expect(provider.search('cake', provider.kinds[0]!, 1, 2)).rejects.toBeInstanceOf(ProviderUnavailable);
}

function failures(provider: () => PictureProvider) {
  it('is unavailable when the provider answers an error', () => expectUnavailable(provider(), () => ({ status: 500, body: { message: 'down' } })));
  it('is unavailable when the provider does not answer in time', () =>
    expectUnavailable(provider(), () => ({ status: 200, body: {}, delayMs: TIMEOUT_MS * 3 })));
  it('is unavailable when the answer is not of the documented shape', () => expectUnavailable(provider(), () => ({ status: 200, body: { unexpected: true } })));
}

describe('GIPHY', () => {
  const giphy = () => giphyProvider(settings(), TIMEOUT_MS);

  it('searches GIFs rated PG at most, and maps sizes, preview and credit', async () => {
    answer = () => ({ status: 200, body: { data: [giphyGif('a1'), giphyGif('a2')], pagination: { total_count: 30, count: 2, offset: 2 }, meta: { status: 200 } } });
    const page = await giphy().search('cake', 'gif', 2, 2);
    const query = lastQuery();
    expect(query.pathname).toBe('/v1/gifs/search');
    expect(Object.fromEntries(query.searchParams)).toMatchObject({ api_key: KEY, q: 'cake', limit: '2', offset: '2', rating: 'pg' });
    expect(page.hasMore).toBe(true);
    expect(page.pictures[0]).toMatchObject({
      id: 'a1',
      title: 'A birthday cake with candles',
      width: 480,
      height: 360,
      previewUrl: cdn('a1-200.gif'),
      mediaUrl: cdn('a1-downsized.gif'),
      animated: true,
      credit: { text: 'By The Bakery on GIPHY', url: 'https://giphy.com/bakery' },
    });
    expect(giphy().mark.text).toBe('Powered by GIPHY');
  });

  it('searches stickers at their own endpoint', async () => {
    answer = () => ({ status: 200, body: { data: [], pagination: { total_count: 0, count: 0, offset: 0 } } });
    const page = await giphy().search('cake', 'sticker', 1, 24);
    expect(lastQuery().pathname).toBe('/v1/stickers/search');
    expect(page).toEqual({ pictures: [], hasMore: false });
  });

  it('takes only its own media hosts (and a test double\'s)', () => {
    expect(giphy().mediaHosts('media2.giphy.com')).toBe(true);
    expect(giphy().mediaHosts('i.giphy.com')).toBe(true);
    expect(giphy().mediaHosts('giphy.com.evil.example')).toBe(false);
    expect(giphy().mediaHosts('169.254.169.254')).toBe(false);
  });

  failures(giphy);
});

describe('Tenor', () => {
  const tenor = () => tenorProvider(settings(), TIMEOUT_MS);

  it('searches v2 with a medium content filter, and maps the medium GIF and its tiny preview', async () => {
    answer = () => ({ status: 200, body: { results: [tenorGif('t1')], next: '26' } });
    const page = await tenor().search('cake', 'gif', 2, 24);
    const query = lastQuery();
    expect(query.pathname).toBe('/v2/search');
    expect(Object.fromEntries(query.searchParams)).toMatchObject({ key: KEY, q: 'cake', limit: '24', pos: '24', contentfilter: 'medium' });
    expect(page.hasMore).toBe(true);
    expect(page.pictures[0]).toMatchObject({
      id: 't1',
      title: 'Cake with sparklers',
      width: 320,
      height: 180,
      previewUrl: cdn('t1-t.gif'),
      mediaUrl: cdn('t1-m.gif'),
      credit: { text: 'Via Tenor', url: 'https://tenor.com/view/t1' },
    });
    expect(tenor().mark.text).toBe('Powered by Tenor');
  });

  it('says there is no more when Tenor sends no next position', async () => {
    answer = () => ({ status: 200, body: { results: [], next: '' } });
    expect(await tenor().search('zzzz', 'gif', 1, 24)).toEqual({ pictures: [], hasMore: false });
  });

  failures(tenor);
});

describe('Unsplash', () => {
  const unsplash = () => unsplashProvider({ ...settings(), appName: 'groupgift' }, TIMEOUT_MS);

  it('searches photos with the strict content filter and credits the photographer with referral links', async () => {
    answer = () => ({ status: 200, body: { total: 40, total_pages: 2, results: [unsplashPhoto('u1')] } });
    const page = await unsplash().search('cake', 'picture', 1, 24);
    const request = double.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Client-ID ${KEY}`);
    const query = lastQuery();
    expect(query.pathname).toBe('/search/photos');
    expect(Object.fromEntries(query.searchParams)).toMatchObject({ query: 'cake', page: '1', per_page: '24', content_filter: 'high' });
    expect(page.hasMore).toBe(true);
    expect(page.pictures[0]).toMatchObject({
      id: 'u1',
      title: 'chocolate cake on a plate',
      width: 1080,
      height: 810,
      previewUrl: cdn('u1-small.jpg'),
      mediaUrl: cdn('u1-regular.jpg'),
      animated: false,
      credit: {
        text: 'Photo by Ann Lee on Unsplash',
        name: 'Ann Lee',
        url: 'https://unsplash.com/@annlee?utm_source=groupgift&utm_medium=referral',
        providerUrl: 'https://unsplash.com/?utm_source=groupgift&utm_medium=referral',
      },
    });
  });

  it('tells Unsplash when a photo is chosen, at its download location', async () => {
    answer = () => ({ status: 200, body: { url: 'https://images.unsplash.com/x' } });
    await unsplash().chosen!({ downloadLocation: `${double.baseUrl}/photos/u1/download?ixid=abc` });
    const request = double.requests.at(-1)!;
    expect(request.url).toBe('/photos/u1/download?ixid=abc');
    expect(request.headers.authorization).toBe(`Client-ID ${KEY}`);
  });

  it('says there is no more on the last page', async () => {
    answer = () => ({ status: 200, body: { total: 0, total_pages: 0, results: [] } });
    expect(await unsplash().search('zzzz', 'picture', 1, 24)).toEqual({ pictures: [], hasMore: false });
  });

  failures(unsplash);
});

describe('Pexels', () => {
  const pexels = () => pexelsProvider(settings(), TIMEOUT_MS);

  it('searches with the key in the Authorization header and credits the photographer', async () => {
    answer = () => ({ status: 200, body: { page: 1, per_page: 24, total_results: 50, next_page: 'https://api.pexels.com/v1/search/?page=2', photos: [pexelsPhoto(7)] } });
    const page = await pexels().search('cake', 'picture', 1, 24);
    expect(double.requests.at(-1)!.headers.authorization).toBe(KEY);
    const query = lastQuery();
    expect(query.pathname).toBe('/v1/search');
    expect(Object.fromEntries(query.searchParams)).toMatchObject({ query: 'cake', page: '1', per_page: '24' });
    expect(page.hasMore).toBe(true);
    expect(page.pictures[0]).toMatchObject({
      id: '7',
      title: 'Slice of cake',
      width: 940,
      height: 627,
      previewUrl: cdn('7-medium.jpg'),
      mediaUrl: cdn('7-large.jpg'),
      credit: { text: 'Photo by Jo Park on Pexels', url: 'https://www.pexels.com/@jo', providerUrl: 'https://www.pexels.com/' },
    });
    expect(pexels().mark.text).toBe('Photos provided by Pexels');
  });

  it('says there is no more without a next page', async () => {
    answer = () => ({ status: 200, body: { page: 1, per_page: 24, total_results: 0, photos: [] } });
    expect(await pexels().search('zzzz', 'picture', 1, 24)).toEqual({ pictures: [], hasMore: false });
  });

  failures(pexels);
});
