import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { acceptZonedTexts } from '@groupgift/domain';
import { storesAnything } from '../lib/storage';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Marks a root whose HTML the server drew (the landing page, decision 125; the front page, decision
 * 142; another contributor step, decision 168).
 */
const SERVER_DRAWN = new Set(['landing', 'home', 'step']);

function whenInitialised(router: AppRouter, then: () => void): void {
  if (router.state.initialized) return then();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    then();
  });
}

/**
 * The dates the server wrote on the page it drew (decision 180): hydration writes the same ones
 * without building a date format, which costs a phone tens of milliseconds on a first load.
 */
function acceptDrawnTexts(): void {
  const data = document.getElementById('gg-drawn-texts')?.textContent;
  if (!data) return;
  try {
    const texts: unknown = JSON.parse(data);
    if (Array.isArray(texts)) acceptZonedTexts(texts.filter((entry): entry is [string, string] => Array.isArray(entry) && entry.length === 2));
  } catch {
    // Unreadable: the dates are formatted here, as on any page the browser draws.
  }
}

/**
 * The press a drawn page's own script held between its first paint and the entry (decision 180;
 * apps/server/src/plugins/index-html.ts), which also stops it holding more.
 */
function takeEarlyPress(): HTMLElement | null {
  return (window as { __takeEarlyPress?: () => HTMLElement | null }).__takeEarlyPress?.() ?? null;
}

/**
 * Holds a click (or the Enter or Space that makes one) on a button or link of the server's HTML
 * while the app is not yet hydrated: until then nothing would answer it and the press would be
 * lost. The last one is returned, to be clicked again once React owns the page.
 */
function holdEarlyClicks(container: HTMLElement): () => HTMLElement | null {
  let held = takeEarlyPress();
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('button, a[href]');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  container.addEventListener('click', hold, true);
  return () => {
    container.removeEventListener('click', hold, true);
    return held;
  };
}

/**
 * Renders the app into its root. A root the server drew stays on screen, untouched, until the
 * router has loaded that page's screens and data (from the details embedded in the page, so with no
 * request); the same tree then hydrates it, and a press made meanwhile is replayed. If the router
 * went elsewhere (a redirect, an error), or this browser's stored journey changes the step, the
 * server's HTML is not this page: it is dropped and the app draws itself at once.
 */
export function mountApp(container: HTMLElement, router: AppRouter, app: ReactNode): void {
  if (!SERVER_DRAWN.has(container.dataset.ssr ?? '')) {
    takeEarlyPress();
    createRoot(container).render(app);
    container.dataset.app = 'ready';
    return;
  }
  const drawnPath = window.location.pathname;
  acceptDrawnTexts();

  // A step after the landing page is drawn for a person with nothing stored: a browser that stores a
  // journey (a draft, an amount, saved details) would draw it otherwise. Read before the boot writes.
  const sameAsDrawn = container.dataset.ssr !== 'step' || !storesAnything();
  const release = holdEarlyClicks(container);
  // A cover illustration the server drew loads on demand (decision 176), beside the route's screens
  // (the loader too: most pages have none, so the entry does not carry it): the page hydrates once
  // it is in, so the tree matches the server's HTML and nothing on screen changes. A failed load
  // hydrates anyway (the renderer then redraws that part).
  const drawnArts = [...container.querySelectorAll<HTMLElement>('[data-art]')].map((element) => element.dataset.art);
  const arts = drawnArts.length > 0 ? import('../components/card-cover/card-cover').then((module) => module.loadCoverArts(drawnArts)) : null;
  whenInitialised(router, () => {
    if (router.state.location.pathname === drawnPath && !router.state.errors && sameAsDrawn) {
      const hydrate = () => {
        // Presses made meanwhile are held until the app owns the page.
        const held = release();
        hydrateRoot(container, app);
        // Preact hydrates synchronously (decision 177): from here the server's elements are the app's.
        // Browser tests wait for this mark; it is set only when the server's HTML was kept.
        container.dataset.hydrated = 'true';
        container.dataset.app = 'ready';
        // The press is delivered again to the element that now answers it.
        if (held) setTimeout(() => held.click(), 0);
      };
      // Hydration in a task of its own, apart from the route's chunks' evaluation and loaders.
      const hydrateNext = () => void setTimeout(hydrate, 0);
      if (!arts) return hydrateNext();
      void arts.then(hydrateNext, hydrateNext);
      return;
    }
    release();
    // Drawn in the same task as the server's HTML leaves, so no empty frame shows between.
    const root = createRoot(container);
    container.replaceChildren();
    flushSync(() => root.render(app));
    // Browser tests wait for this mark whichever way the app took the page (it loads after the first paint).
    container.dataset.app = 'ready';
  });
}
