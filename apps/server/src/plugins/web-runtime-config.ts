import { z } from 'zod';
import { ConfigError } from './config-error';

/*
 * What the browser app needs to know about its deployment (decision 094). These used to be VITE_*
 * variables baked into the bundle at build time; now the server reads them at start and hands them
 * to each page in index.html, so one build serves every environment. Everything here reaches the
 * browser: never put a secret in these variables.
 */

// A path on this site ("/api") or an absolute http(s) URL; a trailing slash is dropped.
const baseUrl = z
  .string()
  .regex(/^(\/|https?:\/\/[^\s/]+)[^\s]*$/, 'must be a path starting with / or an http(s) URL')
  .transform((v) => v.replace(/\/+$/, '') || '/');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

export const webRuntimeEnvSchema = z.object({
  API_BASE_URL: baseUrl.default('/api'),
  API_KEY: z.string().max(500).default(''),
  MMW_API_BASE_URL: baseUrl.optional(),
  MMW_API_KEY: z.string().max(500).default(''),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{1,20}$/, 'must be a tag manager container id such as GTM-ABC123')
    .optional(),
  GTM_IGNORE_ROUTES: list.default([]),
  DD_APPLICATION_ID: z.string().max(200).optional(),
  DD_CLIENT_TOKEN: z.string().max(200).optional(),
  // The intake host is derived from it, so only a plain host name is allowed.
  DD_SITE: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a Datadog site such as datadoghq.com or datadoghq.eu')
    .default('datadoghq.com'),
  DD_SERVICE: z.string().max(200).default('groupgift-web'),
  SITE_HOST_US: z.string().max(300).optional(),
  SITE_HOST_AU: z.string().max(300).optional(),
  CARD_ASSET_BASE_URL: baseUrl.default('/card-assets'),
  // The card stylesheet's cache-busting stamp (SPEC §2): set it when a new card.css is uploaded to a
  // storage host. Unset: the content hash of the local file, or the server's start time.
  CARD_STYLESHEET_VERSION: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, { message: 'must be 1 to 64 letters, digits, dots, dashes or underscores' })
    .optional(),
  LOADER_MODAL_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(60_000).default(900),
});

/** The object the page reads as window.__APP_CONFIG__ (apps/web/src/lib/config.ts). */
export type WebRuntimeConfig = {
  apiBaseUrl: string;
  apiKey: string;
  magicWriterBaseUrl: string;
  magicWriterApiKey: string;
  /**
   * Whether the message writer is on, set by the server when it runs the writer itself (no
   * MMW_API_BASE_URL): the sign page then shows it at once, asking nothing (decision 179). null or
   * absent: the page asks the writer's host.
   */
  magicWriterAvailable?: boolean | null;
  gtmId: string;
  gtmIgnoreRoutes: string[];
  datadog: { applicationId: string; clientToken: string; site: string; service: string };
  siteHosts: string[];
  cardAssetBaseUrl: string;
  /** `card.css?v=<this>`: stable between uploads so browsers keep it, new when it changes (decision 119). */
  cardStylesheetVersion: string;
  loaderModalMs: number;
};

export function readWebRuntimeConfig(env: Record<string, string | undefined>): WebRuntimeConfig {
  const parsed = webRuntimeEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? 'environment'), message: issue.message })),
    );
  }
  const e = parsed.data;
  return {
    apiBaseUrl: e.API_BASE_URL,
    apiKey: e.API_KEY,
    magicWriterBaseUrl: e.MMW_API_BASE_URL ?? '',
    magicWriterApiKey: e.MMW_API_KEY,
    gtmId: e.GTM_ID ?? '',
    gtmIgnoreRoutes: e.GTM_IGNORE_ROUTES,
    datadog: {
      applicationId: e.DD_APPLICATION_ID ?? '',
      clientToken: e.DD_CLIENT_TOKEN ?? '',
      site: e.DD_SITE,
      service: e.DD_SERVICE,
    },
    siteHosts: [e.SITE_HOST_US, e.SITE_HOST_AU].filter((host): host is string => Boolean(host)),
    cardAssetBaseUrl: e.CARD_ASSET_BASE_URL,
    cardStylesheetVersion: e.CARD_STYLESHEET_VERSION ?? '',
    loaderModalMs: e.LOADER_MODAL_MS,
  };
}

/** Real-user monitoring runs only with both its id and its token. */
export function rumEnabled(config: WebRuntimeConfig): boolean {
  return Boolean(config.datadog.applicationId && config.datadog.clientToken);
}
