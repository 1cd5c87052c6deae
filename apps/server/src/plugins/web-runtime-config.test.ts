import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { readWebRuntimeConfig } from './web-runtime-config';

function issuesOf(env: Record<string, string>): string[] {
  try {
    readWebRuntimeConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => i.variable);
    throw error;
  }
  return [];
}

describe('the browser settings', () => {
  it('defaults to the same-origin API and everything optional off', () => {
    expect(readWebRuntimeConfig({})).toEqual({
      apiBaseUrl: '/api',
      apiKey: '',
      magicWriterBaseUrl: '',
      magicWriterApiKey: '',
      gtmId: '',
      gtmIgnoreRoutes: [],
      datadog: { applicationId: '', clientToken: '', site: 'datadoghq.com', service: 'groupgift-web' },
      siteHosts: [],
      cardAssetBaseUrl: '/card-assets',
      cardStylesheetVersion: '',
      loaderModalMs: 900,
    });
  });

  it('reads the variables without the old VITE_ prefix, at start', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      API_BASE_URL: 'https://api.example.test/api/',
      GTM_ID: 'GTM-ABC123',
      GTM_IGNORE_ROUTES: 'payment-details, card-sign,',
      DD_APPLICATION_ID: 'app',
      DD_CLIENT_TOKEN: 'pub',
      DD_SITE: 'datadoghq.eu',
      SITE_HOST_US: 'us.example.test',
      SITE_HOST_AU: 'au.example.test',
      LOADER_MODAL_MS: '0',
      VITE_GTM_ID: 'GTM-IGNORED',
    });
    expect(config.webRuntime).toMatchObject({
      apiBaseUrl: 'https://api.example.test/api',
      gtmId: 'GTM-ABC123',
      gtmIgnoreRoutes: ['payment-details', 'card-sign'],
      datadog: { applicationId: 'app', clientToken: 'pub', site: 'datadoghq.eu' },
      siteHosts: ['us.example.test', 'au.example.test'],
      loaderModalMs: 0,
    });
  });

  it('names each bad variable', () => {
    expect(issuesOf({ API_BASE_URL: 'api' })).toEqual(['API_BASE_URL']);
    expect(issuesOf({ CARD_ASSET_BASE_URL: 'javascript:alert(1)' })).toEqual(['CARD_ASSET_BASE_URL']);
    expect(issuesOf({ GTM_ID: 'GTM-1"><script>' })).toEqual(['GTM_ID']);
    expect(issuesOf({ DD_SITE: 'evil.example/x' })).toEqual(['DD_SITE']);
    expect(issuesOf({ LOADER_MODAL_MS: 'soon' })).toEqual(['LOADER_MODAL_MS']);
  });
});
