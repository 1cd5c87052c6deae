import { z } from 'zod';
import type { ProviderSettings } from './picture-search-config';
import type { FoundPicture, PictureProvider } from './picture-provider';
import { getProviderJson, isHostOf } from './provider-http';

/*
 * Tenor API v2 (developers.google.com/tenor/guides/endpoints#search): GET /v2/search with key,
 * client_key, q, limit, pos, contentfilter and media_filter. contentfilter=medium leaves out
 * content rated above PG. `pos` is the position to start from; we ask by offset so a page number
 * maps onto it. Its attribution guidelines ask for "Powered by Tenor" beside results.
 */

const format = z.object({ url: z.string().url(), dims: z.tuple([z.number().int().positive(), z.number().int().positive()]) });

const tenorAnswer = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string().default(''),
      content_description: z.string().default(''),
      itemurl: z.string().optional(),
      media_formats: z.object({ gif: format, mediumgif: format.optional(), tinygif: format.optional(), gifpreview: format.optional() }),
    }),
  ),
  next: z.string().default(''),
});

const TENOR_MEDIA = /^media\d?\.tenor\.com$/;

export function tenorProvider(settings: ProviderSettings, timeoutMs: number): PictureProvider {
  return {
    id: 'tenor',
    kinds: ['gif'],
    mark: { provider: 'tenor', text: 'Powered by Tenor', url: 'https://tenor.com/' },
    mediaHosts: (host) => TENOR_MEDIA.test(host) || isHostOf(settings.baseUrl)(host),
    async search(query, _kind, page, perPage) {
      const url = new URL(`${settings.baseUrl}/v2/search`);
      url.search = new URLSearchParams({
        key: settings.key,
        client_key: 'groupgift',
        q: query,
        limit: String(perPage),
        pos: String((page - 1) * perPage),
        contentfilter: 'medium',
        media_filter: 'gif,mediumgif,tinygif,gifpreview',
        locale: 'en_GB',
      }).toString();
      const answer = await getProviderJson('tenor', url, { timeoutMs, schema: tenorAnswer });
      const pictures = answer.results.map((gif): FoundPicture => {
        const copy = gif.media_formats.mediumgif ?? gif.media_formats.gif;
        const preview = gif.media_formats.tinygif ?? copy;
        return {
          id: gif.id,
          kind: 'gif',
          title: gif.content_description || gif.title || 'GIF',
          width: copy.dims[0],
          height: copy.dims[1],
          previewUrl: preview.url,
          previewStillUrl: gif.media_formats.gifpreview?.url ?? null,
          mediaUrl: copy.url,
          animated: true,
          credit: { text: 'Via Tenor', name: null, url: gif.itemurl ?? null, providerUrl: 'https://tenor.com/' },
        };
      });
      // An empty `next` is Tenor's way of saying there is nothing after this page.
      return { pictures, hasMore: answer.next !== '' && answer.next !== '0' && pictures.length > 0 };
    },
  };
}
