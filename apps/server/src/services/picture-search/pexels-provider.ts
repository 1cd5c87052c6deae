import { z } from 'zod';
import type { ProviderSettings } from './picture-search-config';
import type { FoundPicture, PictureProvider } from './picture-provider';
import { getProviderJson, isHostOf } from './provider-http';

/*
 * Pexels (pexels.com/api/documentation/#photos-search): GET /v1/search with query, page and
 * per_page, authorised by the key in the Authorization header. Its guidelines ask for a prominent
 * link to Pexels and a credit to the photographer where possible.
 */

const pexelsAnswer = z.object({
  page: z.number(),
  next_page: z.string().nullish(),
  photos: z.array(
    z.object({
      id: z.number(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      url: z.string(),
      alt: z.string().nullish(),
      photographer: z.string(),
      photographer_url: z.string(),
      src: z.object({ large: z.string().url(), medium: z.string().url() }),
    }),
  ),
});

/** Pexels' "large" rendition fits 940 × 650; the copy's size is worked out from the original's. */
const LARGE = { width: 940, height: 650 };

export function pexelsProvider(settings: ProviderSettings, timeoutMs: number): PictureProvider {
  return {
    id: 'pexels',
    kinds: ['picture'],
    mark: { provider: 'pexels', text: 'Photos provided by Pexels', url: 'https://www.pexels.com/' },
    mediaHosts: (host) => host === 'images.pexels.com' || isHostOf(settings.baseUrl)(host),
    async search(query, _kind, page, perPage) {
      const url = new URL(`${settings.baseUrl}/v1/search`);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage) }).toString();
      const answer = await getProviderJson('pexels', url, { timeoutMs, headers: { authorization: settings.key }, schema: pexelsAnswer });
      const pictures = answer.photos.map((photo): FoundPicture => {
        const scale = Math.min(1, LARGE.width / photo.width, LARGE.height / photo.height);
        return {
          id: String(photo.id),
          kind: 'picture',
          title: photo.alt || `Photo by ${photo.photographer}`,
          width: Math.round(photo.width * scale),
          height: Math.round(photo.height * scale),
          previewUrl: photo.src.medium,
          previewStillUrl: null,
          mediaUrl: photo.src.large,
          animated: false,
          credit: {
            text: `Photo by ${photo.photographer} on Pexels`,
            name: photo.photographer,
            url: photo.photographer_url,
            providerUrl: 'https://www.pexels.com/',
          },
        };
      });
      return { pictures, hasMore: Boolean(answer.next_page) };
    },
  };
}
