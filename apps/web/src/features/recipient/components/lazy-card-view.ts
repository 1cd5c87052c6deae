import { lazy } from 'react';

/*
 * The card's screens load in steps (decision 110), so a phone on a slow link paints the envelope
 * sooner: the page's own chunk asks the server for the card while the envelope's chunk downloads
 * beside it (and the envelope fetches the inside of the card while it arrives). `loadCardView` may
 * be called early to start the download; the browser keeps one copy.
 */
export const loadCardView = () => import('./recipient-card-view');

/** The envelope with the cover: the first thing a reader sees. */
export const LazyRecipientCardView = lazy(() =>
  loadCardView().then((m) => ({ default: m.RecipientCardView })),
);
