import { createHash } from 'node:crypto';
import type { PictureKind, PictureProviderId } from '@groupgift/domain';
import { giphyProvider } from './giphy-provider';
import { libraryProvider } from './library-provider';
import { pexelsProvider } from './pexels-provider';
import { choiceSigner, type ChoiceSigner } from './picture-choice';
import type { PictureSearchConfig } from './picture-search-config';
import type { PictureProvider } from './picture-provider';
import { tenorProvider } from './tenor-provider';
import { unsplashProvider } from './unsplash-provider';

export type PictureProviders = {
  /** Who answers a search for `kind`: the first configured provider that offers it, else the library. */
  forKind(kind: PictureKind): PictureProvider;
  /** A configured provider, or undefined (a choice naming one that is off is refused). */
  byId(id: PictureProviderId): PictureProvider | undefined;
  signer: ChoiceSigner;
};

/** GIFs: GIPHY, then Tenor. Stickers: GIPHY. Photos: Unsplash, then Pexels. The library answers the rest. */
export function pictureProviders(config: PictureSearchConfig): PictureProviders {
  const { timeoutMs } = config;
  const configured: PictureProvider[] = [
    config.giphy && giphyProvider(config.giphy, timeoutMs),
    config.tenor && tenorProvider(config.tenor, timeoutMs),
    config.unsplash && unsplashProvider(config.unsplash, timeoutMs),
    config.pexels && pexelsProvider(config.pexels, timeoutMs),
  ].filter((provider): provider is PictureProvider => Boolean(provider));
  // Signed with the providers' own keys, which every server of a site shares: a choice made on one
  // server is honoured by another, and nobody without the keys can make one up.
  const keys = [config.giphy, config.tenor, config.unsplash, config.pexels].map((settings) => settings?.key ?? '').join('\n');
  const secret = createHash('sha256').update(`picture-choice\n${keys}`).digest('hex');
  return {
    forKind: (kind) => configured.find((provider) => provider.kinds.includes(kind)) ?? libraryProvider,
    byId: (id) => (id === 'library' ? libraryProvider : configured.find((provider) => provider.id === id)),
    signer: choiceSigner(secret),
  };
}
