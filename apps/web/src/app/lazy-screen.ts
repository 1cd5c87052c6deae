import type { ComponentType } from 'react';

/** The event SPEC §8 names; Vite raises the same one when a chunk's preload fails. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';
const RELOAD_MARK = 'gg:preload-reloaded';

/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Reloading once fetches the
 * new index.html and its chunks; the session mark stops a reload loop when the failure is real.
 */
export function recoverFromPreloadError(event?: Event, reload: () => void = () => window.location.reload()): boolean {
  let alreadyReloaded = false;
  try {
    alreadyReloaded = sessionStorage.getItem(RELOAD_MARK) === '1';
    if (!alreadyReloaded) sessionStorage.setItem(RELOAD_MARK, '1');
  } catch {
    alreadyReloaded = true;
  }
  if (alreadyReloaded) return false;
  event?.preventDefault();
  reload();
  return true;
}

export function installPreloadRecovery(): void {
  window.addEventListener(PRELOAD_ERROR_EVENT, (event) => recoverFromPreloadError(event));
}

/** Screens loaded successfully mean the current build is healthy; allow a future recovery again. */
function markHealthy(): void {
  try {
    sessionStorage.removeItem(RELOAD_MARK);
  } catch {
    // ignore
  }
}

/** The organiser side's wording, loaded with the first screen that needs it (decision 170). */
export const loadOrganiserTexts = () => import('../lib/organiser-texts');

/**
 * A route `lazy` loader for a screen of the organiser's side (and the preview's and the recipient's):
 * like `lazyScreen`, with that side's wording loaded beside the screen before it renders.
 */
export function organiserScreen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return lazyScreen(async () => (await Promise.all([load(), loadOrganiserTexts()]))[0], exportName);
}

/**
 * A route `lazy` loader for a screen module with a named export. A failed import raises the preload
 * error event (which reloads once) and then rethrows so the error boundary shows if it happens again.
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await load();
      markHealthy();
      return { Component: module[exportName] as ComponentType };
    } catch (error) {
      const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
      (event as Event & { payload?: unknown }).payload = error;
      window.dispatchEvent(event);
      throw error;
    }
  };
}
