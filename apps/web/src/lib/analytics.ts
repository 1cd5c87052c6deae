import { config, pageNonce } from './config';

type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

interface AnalyticsOptions {
  gtmId: string;
  ignoreRoutes: readonly string[];
}

let options: AnalyticsOptions = { gtmId: config.gtmId, ignoreRoutes: config.gtmIgnoreRoutes };
let scriptInjected = false;

export function configureAnalytics(next: Partial<AnalyticsOptions>): void {
  options = { ...options, ...next };
}

/**
 * Loads the tag manager after first render, and only when an id is configured. The script is async
 * so it never blocks the page.
 */
export function startTagManager(): void {
  if (!options.gtmId || scriptInjected || typeof document === 'undefined') return;
  scriptInjected = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(options.gtmId)}`;
  // Allowed by the CSP's host list; the nonce is for the container, which copies it to its own tags.
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** SPEC §1: one page view per route change, by route name, except the routes on the ignore list. */
export function trackPageView(routeName: string | undefined, path: string): boolean {
  if (!options.gtmId || !routeName || options.ignoreRoutes.includes(routeName)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'pageview', routeName, pagePath: path });
  return true;
}

/** Marketing codes from the invitation link, kept on the collection and sent with events. */
export function pushMarketingCodes(codes: { gtmMedium?: string; gtmCampaign?: string; gtmTerm?: string }): void {
  if (!options.gtmId) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'marketing', ...codes });
}
