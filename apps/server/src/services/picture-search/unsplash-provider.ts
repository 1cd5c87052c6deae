import { z } from 'zod';
import type { ProviderSettings } from './picture-search-config';
import type { FoundPicture, PictureProvider } from './picture-provider';
import { getProviderJson, isHostOf } from './provider-http';

/*
 * Unsplash (unsplash.com/documentation#search-photos): GET /search/photos with query, page,
 * per_page and content_filter=high (the strictest), authorised by "Client-ID <access key>". Its API
 * guidelines ask for "Photo by <name> on Unsplash" linking both with utm_source=<app>&utm_medium=referral,
 * and for a GET of the photo's links.download_location when a user chooses it (a download event).
 */

const unsplashAnswer = z.object({
  total_pages: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      urls: z.object({ regular: z.string().url(), small: z.string().url() }),
      links: z.object({ html: z.string(), download_location: z.string().url() }),
      user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
    }),
  ),
});

const UNSPLASH_MEDIA = /^(?:images|plus)\.unsplash\.com$/;
/** The regular rendition is 1080 px wide; the height follows the photo's proportions. */
const REGULAR_WIDTH = 1080;

export function unsplashProvider(settings: ProviderSettings & { appName: string }, timeoutMs: number): PictureProvider {
  const referral = (link: string) => {
    const url = new URL(link);
    url.searchParams.set('utm_source', settings.appName);
    url.searchParams.set('utm_medium', 'referral');
    return url.toString();
  };
  const headers = { authorization: `Client-ID ${settings.key}`, 'accept-version': 'v1' };
  const unsplashHome = referral('https://unsplash.com/');
  return {
    id: 'unsplash',
    kinds: ['picture'],
    mark: { provider: 'unsplash', text: 'Photos from Unsplash', url: unsplashHome },
    mediaHosts: (host) => UNSPLASH_MEDIA.test(host) || isHostOf(settings.baseUrl)(host),
    async search(query, _kind, page, perPage) {
      const url = new URL(`${settings.baseUrl}/search/photos`);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage), content_filter: 'high' }).toString();
      const answer = await getProviderJson('unsplash', url, { timeoutMs, headers, schema: unsplashAnswer });
      const pictures = answer.results.map(
        (photo): FoundPicture => ({
          id: photo.id,
          kind: 'picture',
          title: photo.alt_description || photo.description || `Photo by ${photo.user.name}`,
          width: Math.min(REGULAR_WIDTH, photo.width),
          height: Math.round((Math.min(REGULAR_WIDTH, photo.width) * photo.height) / photo.width),
          previewUrl: photo.urls.small,
          previewStillUrl: null,
          mediaUrl: photo.urls.regular,
          animated: false,
          credit: {
            text: `Photo by ${photo.user.name} on Unsplash`,
            name: photo.user.name,
            url: referral(photo.user.links.html),
            providerUrl: unsplashHome,
          },
          downloadLocation: photo.links.download_location,
        }),
      );
      return { pictures, hasMore: page < answer.total_pages };
    },
    async chosen({ downloadLocation }) {
      if (!downloadLocation) return;
      const url = new URL(downloadLocation);
      // Only ever the API's own address: the location travels inside a signed choice, but is checked anyway.
      if (url.origin !== new URL(settings.baseUrl).origin) return;
      await getProviderJson('unsplash', url, { timeoutMs, headers, schema: z.unknown() });
    },
  };
}
