import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Issue 30, point 7 (decision 137): a new page opens at its top with its heading focused; back and
// forward put the page back where the person left it. The first page load is left alone: nothing is
// scrolled or focused, so a page drawn on the server does not jump when it hydrates.

const STORAGE_KEY = 'route-scroll-positions';
/** How long to wait for a heading, or for a page tall enough, when content loads after navigation. */
const WAIT_MS = 5000;

const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as [string, number][]) : [];
  } catch {
    return [];
  }
}

function store(): void {
  try {
    // Keep the newest entries only: a long session must not grow the store without end.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Private modes may refuse storage; restoring then works within the page's life only.
  }
}

/** 'instant' overrides a stylesheet's smooth scrolling, so reduced motion is always respected. */
function scrollToY(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

function maxScrollY(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

/** The page's main heading: the first h1 in the main region, else the first on the page. */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** A field the new page focused itself (autoFocus) keeps its focus. */
function pageFocusedAField(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active.matches('input, textarea, select') && !!active.closest('#main');
}

function focusHeading(heading: HTMLElement): void {
  if (pageFocusedAField()) return;
  // Focusable by script only; the stylesheet hides the ring for it (layouts.css).
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Calls `found` with the new page's heading as soon as it is on the page; returns a cancel function.
 * `before` is the heading the previous page showed: the renderer may run this page's effects before
 * it has replaced every part of the old page (Preact updates the route's outlet in a pass of its
 * own, decision 177), so the old heading is passed over while it is still there. If the same element
 * is kept (a heading both pages share), it is taken once the renderer's queued work has run.
 */
function whenHeading(found: (heading: HTMLElement) => void, before: HTMLElement | null): () => void {
  const fresh = () => {
    const heading = mainHeading();
    return heading && (heading !== before || !before.isConnected) ? heading : null;
  };
  const now = fresh();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = fresh();
    if (!heading) return;
    stop();
    found(heading);
  });
  const kept = setTimeout(() => {
    const heading = mainHeading();
    if (heading && heading === before) {
      stop();
      found(heading);
    }
  }, 0);
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(kept);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scrolls to `top`, waiting while the page is still too short to reach it (a page that loads its
 * data after navigation grows later). A person who scrolls, taps or types in the meantime wins.
 */
function restoreTo(top: number): () => void {
  scrollToY(top);
  if (maxScrollY() >= top || typeof ResizeObserver === 'undefined') return () => undefined;
  const stopEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const observer = new ResizeObserver(() => {
    scrollToY(top);
    if (maxScrollY() >= top) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of stopEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of stopEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Test seam: forget every saved position. */
export function resetRouteScrollPositions(): void {
  positions.clear();
  store();
}

/** Top and heading on a new page, the saved position on back and forward; see the file's comment. */
export function useRouteScrollFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const shownPage = useRef<string | undefined>(undefined);
  // The heading on screen when this location was first rendered: still the previous page's, as the
  // DOM has not been changed yet during a render.
  const headingBefore = useRef<{ key: string; heading: HTMLElement | null } | null>(null);
  if (headingBefore.current?.key !== location.key) {
    headingBefore.current = { key: location.key, heading: typeof document === 'undefined' ? null : mainHeading() };
  }

  // The browser's own restoration would fight ours (it runs before the new page is drawn).
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Remember where each history entry was scrolled to, under the entry's key.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.set(currentKey.current, window.scrollY);
      });
    };
    const onLeave = () => store();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  // A layout effect, so the new page is never painted at the old position.
  useLayoutEffect(() => {
    // A page is its path: a query-string change (a filter, a tab, a page of a list) stays put, and a
    // filter field being typed in keeps its focus.
    const page = location.pathname;
    const previousPage = shownPage.current;
    positions.set(currentKey.current, positions.get(currentKey.current) ?? window.scrollY);
    currentKey.current = location.key;
    shownPage.current = page;
    // The first load, and a change of hash or query on the same page (the skip link), are not page changes.
    if (previousPage === undefined || previousPage === page) return;
    store();
    const cancels: (() => void)[] = [];
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) cancels.push(restoreTo(saved));
    else scrollToY(0);
    // Until the heading is drawn (a page that loads its data first), the main region holds focus.
    const before = headingBefore.current?.heading ?? null;
    const main = document.getElementById('main');
    const drawn = mainHeading();
    if ((!drawn || drawn === before) && main && document.activeElement === document.body) main.focus({ preventScroll: true });
    cancels.push(whenHeading(focusHeading, before));
    return () => cancels.forEach((cancel) => cancel());
  }, [location.key, location.pathname, navigationType]);
}
