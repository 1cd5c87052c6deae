import { config } from './config';

/**
 * SPEC §1 and §9 settings for real-user monitoring. Kept as data so a test can check them without
 * loading the SDK.
 */
export function rumInitConfiguration(settings = config.datadog, siteHosts: readonly string[] = config.siteHosts) {
  return {
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    site: settings.site,
    service: settings.service,
    env: 'production',
    sessionSampleRate: 100,
    sessionReplaySampleRate: 20,
    defaultPrivacyLevel: 'mask-user-input' as const,
    trackSessionAcrossSubdomains: true,
    trackUserInteractions: true,
    allowedTracingUrls: siteHosts.map((host) => (host.startsWith('http') ? host : `https://${host}`)),
  };
}

let started = false;

/** Loads the SDK in its own chunk, after first render, and only when configured. */
export async function startRum(): Promise<boolean> {
  if (started || !config.datadog.applicationId || !config.datadog.clientToken) return false;
  started = true;
  const { datadogRum } = await import('@datadog/browser-rum');
  datadogRum.init(rumInitConfiguration());
  return true;
}
