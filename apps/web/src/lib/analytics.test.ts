import { afterEach, describe, expect, it } from 'vitest';
import { configureAnalytics, trackPageView } from './analytics';

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
