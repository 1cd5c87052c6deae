// Picture search's paths and stored stills, free of zod so the browser's contributor routes read them
// without loading the schemas (decision 175).

export const PICTURE_SEARCH_PATHS = {
  search: '/api/picture-search/search',
  choose: '/api/picture-search/choose',
  /** The bundled library's files, e.g. gifs/confetti-sunny.gif or stickers/party-popper.png. */
  library: '/api/picture-search/library/:folder/:name',
  /** The first frame of a stored animated GIF, shown under prefers-reduced-motion. */
  still: '/api/picture-search/stills/:name',
  /** A small still of a stored picture. */
  thumbnail: '/api/picture-search/thumbnails/:name',
} as const;

const STORED_GIF = /^\/api\/groupcard\/images\/([a-f0-9-]{36})\.gif$/;

/**
 * The still first frame of a stored GIF, or null for any other picture. Every stored GIF has one:
 * made when a search result is chosen, and on first request for an uploaded GIF.
 */
export function stillPictureUrl(imageUrl: string | null | undefined): string | null {
  const id = imageUrl ? STORED_GIF.exec(imageUrl)?.[1] : undefined;
  return id ? PICTURE_SEARCH_PATHS.still.replace(':name', `${id}.png`) : null;
}
