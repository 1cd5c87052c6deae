import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { jsonForScript, renderIndexHtml, splitIndexHtml } from './index-html';

describe('index.html with the settings', () => {
  it('escapes what could end the script or a line, and the value reads back unchanged', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- & -->', c: 'line\u2028sep\u2029end' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts the script just before </head>', () => {
    const page = splitIndexHtml('<!doctype html><html><head><title>x</title></HEAD><body></body></html>');
    expect(renderIndexHtml(page, '{}', 'abc')).toBe(
      '<!doctype html><html><head><title>x</title><script nonce="abc" id="app-config">window.__APP_CONFIG__={}</script></HEAD><body></body></html>',
    );
  });

  it('keeps the doctype first on a page without a head', () => {
    const page = splitIndexHtml('<!doctype html><div id="root"></div>');
    expect(renderIndexHtml(page, '{}', 'n')).toMatch(/^<!doctype html><script nonce="n" id="app-config">/);
  });
});

/** The settings script of a drawn page run against a made-up browser: what it loads and when, and the presses it holds. */
function drawnPageScript(browser: { paintTiming: boolean; visible: boolean }) {
  const html = renderIndexHtml({ ...splitIndexHtml('<html><head></head><body></body></html>'), entryAfterPaint: '/assets/index-x.js' }, '{}', 'n');
  const code = /<script nonce="n" id="app-config">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const loaded: { src?: string; type?: string; onerror?: () => void }[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const timers: (() => void)[] = [];
  let observed: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
  const root = { contains: () => true };
  const global: Record<string, unknown> = {
    document: {
      visibilityState: browser.visible ? 'visible' : 'hidden',
      createElement: () => ({}),
      head: { appendChild: (element: (typeof loaded)[number]) => loaded.push(element) },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      getElementById: (id: string) => (id === 'root' ? root : null),
    },
    PerformanceObserver: class {
      static supportedEntryTypes = browser.paintTiming ? ['paint'] : [];
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  global.window = global;
  runInNewContext(code, global);
  return {
    loaded,
    paint: (name: string) => observed?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect() {} }),
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
    press: (target: unknown) => {
      const event = { target: { closest: () => target }, preventDefault: vi.fn(), stopPropagation: vi.fn() };
      listeners.get('click')?.(event);
      return event;
    },
    holding: () => listeners.has('click'),
    take: () => (global.__takeEarlyPress as () => unknown)(),
  };
}

describe('a drawn page loads its entry after the first paint (decision 180)', () => {
  it('waits for the first contentful paint, then loads the entry once as a module', () => {
    const page = drawnPageScript({ paintTiming: true, visible: true });
    expect(page.loaded).toEqual([]);
    page.paint('first-paint');
    page.runTimers();
    // The 3 s fallback ran too, and loaded it: a first paint alone is not contentful.
    expect(page.loaded.map((s) => s.src)).toEqual(['/assets/index-x.js']);
    const later = drawnPageScript({ paintTiming: true, visible: true });
    later.paint('first-contentful-paint');
    later.runTimers();
    expect(later.loaded).toHaveLength(1);
    expect(later.loaded[0]).toMatchObject({ type: 'module', src: '/assets/index-x.js' });
  });

  it('loads at once where no paint will tell: a hidden tab, or a browser without paint timing', () => {
    expect(drawnPageScript({ paintTiming: true, visible: false }).loaded).toHaveLength(1);
    expect(drawnPageScript({ paintTiming: false, visible: true }).loaded).toHaveLength(1);
  });

  it('holds the last press until the app takes it, and lets presses through if the entry fails', () => {
    const page = drawnPageScript({ paintTiming: true, visible: true });
    const first = page.press('first button');
    expect(first.preventDefault).toHaveBeenCalled();
    page.press('second button');
    expect(page.take()).toBe('second button');
    expect(page.holding()).toBe(false);
    const failing = drawnPageScript({ paintTiming: false, visible: true });
    expect(failing.holding()).toBe(true);
    failing.loaded[0]!.onerror!();
    expect(failing.holding()).toBe(false);
  });
});
