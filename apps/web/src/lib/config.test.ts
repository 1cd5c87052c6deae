import { describe, expect, it } from 'vitest';
import { pageNonce, readAppConfig } from './config';

describe('the page settings', () => {
  it('reads what the server put in window.__APP_CONFIG__', () => {
    const config = readAppConfig({
      apiBaseUrl: 'https://api.example.test/api/',
      gtmId: 'GTM-ABC123',
      gtmIgnoreRoutes: ['error'],
      datadog: { applicationId: 'app', clientToken: 'pub', site: 'datadoghq.eu', service: 'gift-web' },
      siteHosts: ['us.example.test'],
      loaderModalMs: 0,
      magicWriterAvailable: false,
    });
    expect(config).toMatchObject({
      magicWriterAvailable: false,
      apiBaseUrl: 'https://api.example.test/api',
      gtmId: 'GTM-ABC123',
      gtmIgnoreRoutes: ['error'],
      datadog: { applicationId: 'app', clientToken: 'pub', site: 'datadoghq.eu', service: 'gift-web' },
      siteHosts: ['us.example.test'],
      loaderModalMs: 0,
    });
  });

  it('falls back to the defaults without the script (the Vite dev server) or with a malformed value', () => {
    const defaults = readAppConfig(undefined);
    expect(defaults).toEqual({
      apiBaseUrl: '/api',
      apiKey: '',
      magicWriterBaseUrl: '',
      magicWriterApiKey: '',
      magicWriterAvailable: null,
      gtmId: '',
      gtmIgnoreRoutes: [],
      datadog: { applicationId: '', clientToken: '', site: 'datadoghq.com', service: 'groupgift-web' },
      siteHosts: [],
      cardAssetBaseUrl: '/card-assets',
      cardStylesheetVersion: '',
      loaderModalMs: 900,
    });
    expect(readAppConfig({ apiBaseUrl: 42, gtmIgnoreRoutes: 'error', loaderModalMs: '5', datadog: null, magicWriterAvailable: 'yes' })).toEqual(defaults);
  });

  it("reads this page's nonce from the settings script", () => {
    expect(pageNonce()).toBe('');
    const script = document.createElement('script');
    script.id = 'app-config';
    script.nonce = 'abc123';
    document.head.appendChild(script);
    try {
      expect(pageNonce()).toBe('abc123');
    } finally {
      script.remove();
    }
  });
});
