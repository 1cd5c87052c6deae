import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, PRELOAD_ERROR_EVENT, recoverFromPreloadError } from './lazy-screen';

describe('preload error recovery', () => {
  it('reloads once, and not again in the same session', () => {
    const reload = vi.fn();
    expect(recoverFromPreloadError(undefined, reload)).toBe(true);
    expect(recoverFromPreloadError(undefined, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('raises the preload error event when a screen fails to load', async () => {
    const seen = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, seen);
    const load = lazyScreen(() => Promise.reject(new Error('chunk gone')), 'Missing' as never);
    await expect(load()).rejects.toThrow('chunk gone');
    expect(seen).toHaveBeenCalledTimes(1);
    window.removeEventListener(PRELOAD_ERROR_EVENT, seen);
  });

  it('hands the named export to the router', async () => {
    const Screen = () => null;
    const load = lazyScreen(() => Promise.resolve({ Screen }), 'Screen');
    await expect(load()).resolves.toEqual({ Component: Screen });
  });
});
