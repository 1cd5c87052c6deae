import { z } from 'zod';
import type { ProviderSettings } from './picture-search-config';
import type { FoundPicture, PictureProvider } from './picture-provider';
import { getProviderJson, isHostOf } from './provider-http';

/*
 * GIPHY (developers.giphy.com/docs/api/endpoint#search): GET /v1/gifs/search and
 * /v1/stickers/search with api_key, q, limit, offset, rating and lang. rating=pg keeps results to
 * G and PG, fit for a workplace card. Its terms ask for the "Powered by GIPHY" mark beside results.
 */

const rendition = z.object({ url: z.string().url(), width: z.coerce.number().int().positive(), height: z.coerce.number().int().positive() });

const giphyAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string().default(''),
      alt_text: z.string().nullish(),
      username: z.string().nullish(),
      user: z.object({ display_name: z.string().nullish(), profile_url: z.string().nullish() }).nullish(),
      images: z.object({
        fixed_width: rendition,
        fixed_width_still: rendition.optional(),
        downsized: rendition.optional(),
        original: rendition,
      }),
    }),
  ),
  pagination: z.object({ total_count: z.number(), count: z.number(), offset: z.number() }),
});

// GIPHY serves files from media.giphy.com, media0–4.giphy.com and i.giphy.com.
const GIPHY_MEDIA = /^(?:media\d?|i)\.giphy\.com$/;

export function giphyProvider(settings: ProviderSettings, timeoutMs: number): PictureProvider {
  return {
    id: 'giphy',
    kinds: ['gif', 'sticker'],
    mark: { provider: 'giphy', text: 'Powered by GIPHY', url: 'https://giphy.com/' },
    mediaHosts: (host) => GIPHY_MEDIA.test(host) || isHostOf(settings.baseUrl)(host),
    async search(query, kind, page, perPage) {
      const url = new URL(`${settings.baseUrl}/v1/${kind === 'sticker' ? 'stickers' : 'gifs'}/search`);
      url.search = new URLSearchParams({
        api_key: settings.key,
        q: query,
        limit: String(perPage),
        offset: String((page - 1) * perPage),
        rating: 'pg',
        lang: 'en',
      }).toString();
      const answer = await getProviderJson('giphy', url, { timeoutMs, schema: giphyAnswer });
      const pictures = answer.data.map((gif): FoundPicture => {
        const copy = gif.images.downsized ?? gif.images.original;
        const maker = gif.user?.display_name || gif.username || null;
        return {
          id: gif.id,
          kind,
          title: gif.alt_text || gif.title || 'GIF',
          width: copy.width,
          height: copy.height,
          previewUrl: gif.images.fixed_width.url,
          previewStillUrl: gif.images.fixed_width_still?.url ?? null,
          mediaUrl: copy.url,
          animated: true,
          credit: {
            text: maker ? `By ${maker} on GIPHY` : 'From GIPHY',
            name: maker,
            url: gif.user?.profile_url || null,
            providerUrl: 'https://giphy.com/',
          },
        };
      });
      const { offset, count, total_count } = answer.pagination;
      return { pictures, hasMore: offset + count < total_count && count > 0 };
    },
  };
}
