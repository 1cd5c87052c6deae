import type { PictureCredit, PictureKind, PictureProviderId, PictureProviderMark } from '@groupgift/domain';

/*
 * The picture-search port (decision 150). An adapter turns one provider's documented search API into
 * a page of found pictures; the routes sign each one into a choice and copy a chosen one into storage.
 */

/** One found picture as the server knows it; `mediaUrl` (what is copied) never reaches the browser unsigned. */
export type FoundPicture = {
  id: string;
  kind: PictureKind;
  title: string;
  width: number;
  height: number;
  previewUrl: string;
  /** A still of an animated preview (the grid under reduced motion), or null. */
  previewStillUrl: string | null;
  /** The file copied into storage when chosen: a size fit for a card. */
  mediaUrl: string;
  animated: boolean;
  credit: PictureCredit | null;
  /** Unsplash: the address told that a photo was chosen (its API guidelines require the call). */
  downloadLocation?: string;
};

export type FoundPage = { pictures: FoundPicture[]; hasMore: boolean };

export type PictureProvider = {
  id: PictureProviderId;
  kinds: readonly PictureKind[];
  mark: PictureProviderMark;
  search(query: string, kind: PictureKind, page: number, perPage: number): Promise<FoundPage>;
  /** Hosts whose files may be copied from this provider: its CDN's, and its API's when a test moves it. */
  mediaHosts: (host: string) => boolean;
  /** Tells the provider a picture was chosen, where its terms ask for that. */
  chosen?(picture: { downloadLocation?: string }): Promise<void>;
};

/** The provider did not answer, answered an error, or answered something we cannot read. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: PictureProviderId,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderUnavailable';
  }
}
