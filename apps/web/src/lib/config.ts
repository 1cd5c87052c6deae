// Deployment settings, read in one place so screens never look elsewhere. The server puts them in
// index.html as window.__APP_CONFIG__ (decision 094), so one build serves every environment; under
// the Vite dev server there is no such script and the defaults below apply.

export interface AppConfig {
  apiBaseUrl: string;
  apiKey: string;
  magicWriterBaseUrl: string;
  magicWriterApiKey: string;
  /**
   * Whether the message writer is on, when this server runs it itself and so knows: the sign page
   * then draws the writer (or not) at once instead of asking. null: ask the writer's host.
   */
  magicWriterAvailable: boolean | null;
  gtmId: string;
  gtmIgnoreRoutes: readonly string[];
  datadog: { applicationId: string; clientToken: string; site: string; service: string };
  siteHosts: readonly string[];
  cardAssetBaseUrl: string;
  /** The card stylesheet's stamp (server-chosen, stable between uploads); empty under the dev server. */
  cardStylesheetVersion: string;
  loaderModalMs: number;
}

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const base = (value: unknown, fallback: string): string => text(value).replace(/\/$/, '') || fallback;

/** The settings from the server's script, with a default for anything missing or malformed. */
export function readAppConfig(runtime: unknown): AppConfig {
  const r = record(runtime);
  const dd = record(r.datadog);
  return {
    apiBaseUrl: base(r.apiBaseUrl, '/api'),
    apiKey: text(r.apiKey),
    magicWriterBaseUrl: base(r.magicWriterBaseUrl, ''),
    magicWriterApiKey: text(r.magicWriterApiKey),
    magicWriterAvailable: typeof r.magicWriterAvailable === 'boolean' ? r.magicWriterAvailable : null,
    gtmId: text(r.gtmId),
    gtmIgnoreRoutes: texts(r.gtmIgnoreRoutes),
    datadog: {
      applicationId: text(dd.applicationId),
      clientToken: text(dd.clientToken),
      site: text(dd.site) || 'datadoghq.com',
      service: text(dd.service) || 'groupgift-web',
    },
    siteHosts: texts(r.siteHosts),
    cardAssetBaseUrl: base(r.cardAssetBaseUrl, '/card-assets'),
    cardStylesheetVersion: text(r.cardStylesheetVersion),
    // How long the "getting started" loader modal stays up before moving on after a pathway button.
    loaderModalMs: typeof r.loaderModalMs === 'number' && r.loaderModalMs >= 0 ? r.loaderModalMs : 900,
  };
}

export const config: AppConfig = readAppConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);

/**
 * The CSP nonce of this page, from the server's settings script. A script the app adds itself
 * (the tag manager's) carries it, so tags the container adds can pass it on.
 */
export function pageNonce(): string {
  if (typeof document === 'undefined') return '';
  const script = document.getElementById('app-config');
  return script instanceof HTMLScriptElement ? (script.nonce ?? '') : '';
}
