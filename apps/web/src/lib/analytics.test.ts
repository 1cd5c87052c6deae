import { afterEach, describe, expect, it } from 'vitest';
import { configureAnalytics, startTagManager, trackPageView } from './analytics';

afterEach(() => {
  delete window.dataLayer;
  configureAnalytics({ gtmId: '', ignoreRoutes: [] });
});

describe('trackPageView', () => {
  it('pushes a page view by route name when a tag manager is configured', () => {
    configureAnalytics({ gtmId: 'GTM-TEST', ignoreRoutes: ['error'] });
    expect(trackPageView('contribute-sign', '/contribute/x/sign')).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'pageview', routeName: 'contribute-sign', pagePath: '/contribute/x/sign' }]);
  });

  it('skips routes on the ignore list', () => {
    configureAnalytics({ gtmId: 'GTM-TEST', ignoreRoutes: ['error'] });
    expect(trackPageView('error', '/errors/404')).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('does nothing without a tag manager id', () => {
    configureAnalytics({ gtmId: '' });
    expect(trackPageView('contribute-landing', '/contribute/x')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('startTagManager', () => {
  it("loads the container with this page's CSP nonce, so the policy and the container's tags accept it", () => {
    const settings = document.createElement('script');
    settings.id = 'app-config';
    settings.nonce = 'n0nce';
    document.head.appendChild(settings);
    try {
      configureAnalytics({ gtmId: 'GTM-TEST' });
      startTagManager();
      const loader = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/gtm.js"]');
      expect(loader?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
      expect(loader?.nonce).toBe('n0nce');
      loader?.remove();
    } finally {
      settings.remove();
    }
  });
});
