import type { PictureProvider } from './picture-provider';
import { LIBRARY_DRAWING_SIZE, libraryFileUrl, searchLibrary } from './picture-library';

/** Where a library entry is copied from: never a network address (picture-files.ts reads the disk). */
export const LIBRARY_MEDIA_PREFIX = 'library:';

/** The offline provider: the bundled library, searched in memory (decision 151). */
export const libraryProvider: PictureProvider = {
  id: 'library',
  kinds: ['gif', 'sticker', 'picture'],
  mark: { provider: 'library', text: 'Pictures from our own library (OpenMoji and our animations)', url: null },
  mediaHosts: () => false,
  async search(query, kind, page, perPage) {
    const found = searchLibrary(query, kind);
    const start = (page - 1) * perPage;
    const pictures = found.slice(start, start + perPage).map((entry) => {
      const size = entry.kind === 'gif' ? { width: entry.width, height: entry.height } : { width: LIBRARY_DRAWING_SIZE, height: LIBRARY_DRAWING_SIZE };
      return {
        id: entry.id,
        kind: entry.kind,
        title: entry.title,
        ...size,
        previewUrl: libraryFileUrl(entry),
        previewStillUrl: entry.kind === 'gif' ? libraryFileUrl(entry).replace(/\.gif$/, '.png') : null,
        mediaUrl: `${LIBRARY_MEDIA_PREFIX}${entry.id}`,
        animated: entry.kind === 'gif',
        credit:
          entry.source === 'openmoji'
            ? { text: `${entry.author}, OpenMoji, CC BY-SA 4.0`, name: entry.author, url: 'https://openmoji.org/', providerUrl: 'https://creativecommons.org/licenses/by-sa/4.0/' }
            : null,
      };
    });
    return { pictures, hasMore: start + perPage < found.length };
  },
};
