import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
 * Holds a click (or the Enter or Space that makes one) on a button or link of the server's HTML
 * while the app is not yet hydrated: until then nothing would answer it and the press would be
 * lost. The last one is returned, to be clicked again once React owns the page.
 */
function holdEarlyClicks(container: HTMLElement): () => HTMLElement | null {
  let held: HTMLElement | null = null;
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
    createRoot(container).render(app);
    return;
  }
  const drawnPath = window.location.pathname;
  // A step after the landing page is drawn for a person with nothing stored: a browser that stores a
  // journey (a draft, an amount, saved details) would draw it otherwise. Read before the boot writes.
  const sameAsDrawn = container.dataset.ssr !== 'step' || !storesAnything();
  const release = holdEarlyClicks(container);
  whenInitialised(router, () => {
    const held = release();
    if (router.state.location.pathname === drawnPath && !router.state.errors && sameAsDrawn) {
      hydrateRoot(container, app);
      // Preact hydrates synchronously (decision 177): from here the server's elements are the app's.
      // Browser tests wait for this mark; it is set only when the server's HTML was kept.
      container.dataset.hydrated = 'true';
      // React hydrates the clicked element first and then delivers the click (event replay).
      if (held) setTimeout(() => held.click(), 0);
      return;
    }
    // Drawn in the same task as the server's HTML leaves, so no empty frame shows between.
    const root = createRoot(container);
    container.replaceChildren();
    flushSync(() => root.render(app));
  });
}
