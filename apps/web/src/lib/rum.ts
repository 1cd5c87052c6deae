import { RUM_SETTINGS } from '@groupgift/domain';
import { config } from './config';

/**
 * The SDK's configuration: SPEC §1 and §9's settings (RUM_SETTINGS) with this deployment's keys and
 * site hosts. Kept as data so a test can check it without loading the SDK.
 */
export function rumInitConfiguration(settings = config.datadog, siteHosts: readonly string[] = config.siteHosts) {
  return {
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    site: settings.site,
    service: settings.service,
    ...RUM_SETTINGS,
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
