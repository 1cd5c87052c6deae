import { createContext, useContext, useEffect, type ReactNode } from 'react';
import {
  PREVIEW_MESSAGE_SOURCE,
  previewMessageForStep,
  previewWebPath,
  type PreviewMessage,
} from '@groupgift/domain';

/**
 * Preview mode (SPEC §2 "Preview behaviour", decision 070): the contributor screens render for the
 * organiser under /preview/:id with nothing stored and nothing charged. The screens read this
 * context to turn their writes off and to keep their navigation inside the preview.
 */
export interface PreviewMode {
  collectionGuid: string;
  /** The signed preview token the preview was opened with, carried from step to step. */
  token: string | null;
  /** The preview path of a contributor step ('' for the landing page). */
  stepPath(step: string, query?: string): string;
}

const PreviewModeContext = createContext<PreviewMode | null>(null);

export function PreviewModeProvider({ value, children }: { value: PreviewMode; children: ReactNode }) {
  return <PreviewModeContext.Provider value={value}>{children}</PreviewModeContext.Provider>;
}

/** The preview mode around this screen, or null on a real contributor visit. */
export function usePreviewMode(): PreviewMode | null {
  return useContext(PreviewModeContext);
}

export function previewModeFor(collectionGuid: string, token: string | null): PreviewMode {
  return {
    collectionGuid,
    token,
    stepPath(step, query) {
      const path = previewWebPath(collectionGuid, step, token);
      if (!query) return path;
      const extra = query.startsWith('?') ? query.slice(1) : query;
      return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
    },
  };
}

/** Whether a pathname is one of the preview pages. */
export function isPreviewPath(pathname: string): boolean {
  return /^\/preview\/[^/]+/.test(pathname);
}

/** The preview step of a /preview/:id/... path ('' for the landing page), undefined elsewhere. */
export function previewStepOf(pathname: string): string | undefined {
  const match = /^\/preview\/[^/]+\/?([^/?#]*)/.exec(pathname);
  return match ? (match[1] ?? '') : undefined;
}

/** Whether this page runs inside a frame (the organiser's dashboard embeds the preview). */
export function isInIframe(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    // A cross-origin parent can make even the comparison throw: that is still a frame.
    return true;
  }
}

/** SPEC §2: loader modals show on a preview page only inside an iframe preview. */
export function loaderModalsAllowed(pathname: string, win: Window = window): boolean {
  return !isPreviewPath(pathname) || isInIframe(win);
}

/**
 * Posts a preview message to the embedding frame. The target origin is this app's own origin, never
 * '*': were the preview framed by another site, the browser would drop the message rather than
 * hand it the collection's details.
 */
export function postPreviewMessage(message: Omit<PreviewMessage, 'source'>, win: Window = window): boolean {
  if (!isInIframe(win)) return false;
  const full: PreviewMessage = { source: PREVIEW_MESSAGE_SOURCE, ...message };
  win.parent.postMessage(full, win.location.origin);
  return true;
}

/** The height of the page's content (the embedded preview zeroes the layouts' min-heights). */
function contentHeight(): number {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

/**
 * Inside an iframe, posts the step's message (firstpagediv, groupcarddiv or contributiondiv) when
 * the page shows and again whenever its height changes, so the frame can fit it.
 */
export function usePreviewMessages(collectionGuid: string, step: string | undefined): void {
  useEffect(() => {
    if (step === undefined || !isInIframe()) return;
    const name = previewMessageForStep(step);
    if (!name) return;
    let last = -1;
    let frame = 0;
    const post = () => {
      frame = 0;
      const height = contentHeight();
      if (height === last) return;
      last = height;
      postPreviewMessage({ name, collectionGuid, step, height });
    };
    post();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => (frame ||= requestAnimationFrame(post)));
    observer?.observe(document.body);
    return () => {
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [collectionGuid, step]);
}
