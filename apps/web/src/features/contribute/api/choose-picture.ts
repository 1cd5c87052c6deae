import { PICTURE_SEARCH_PATHS, chosenPictureSchema, type ChosenPicture } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST a chosen search result: the server copies it into our storage and answers with our copy's address. */
export function choosePicture(collectionGuid: string, choice: string): Promise<ChosenPicture> {
  return apiRequest(contractPath(PICTURE_SEARCH_PATHS.choose), {
    name: 'choosePicture',
    method: 'POST',
    body: { collection: collectionGuid, choice },
    schema: chosenPictureSchema,
    errorMode: 'caller',
  });
}
