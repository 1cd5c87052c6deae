import { PICTURE_SEARCH_PATHS, pictureSearchPageSchema, type PictureKind, type PictureSearchPage } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET a page of GIFs, stickers or pictures for a word (decision 150); the panel shows its own error words. */
export function searchPictures(collectionGuid: string, q: string, kind: PictureKind, page: number, signal?: AbortSignal): Promise<PictureSearchPage> {
  return apiRequest(contractPath(PICTURE_SEARCH_PATHS.search), {
    name: 'searchPictures',
    query: { collection: collectionGuid, q, kind, page },
    schema: pictureSearchPageSchema,
    errorMode: 'caller',
    signal,
  });
}
