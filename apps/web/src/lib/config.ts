// Build-time configuration, read in one place so screens never touch import.meta.env directly.
const env = import.meta.env;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL?.replace(/\/$/, '') || '/api',
  apiKey: env.VITE_API_KEY ?? '',
  magicWriterBaseUrl: env.VITE_MMW_API_BASE_URL?.replace(/\/$/, '') || '',
  magicWriterApiKey: env.VITE_MMW_API_KEY ?? '',
  gtmId: env.VITE_GTM_ID ?? '',
  gtmIgnoreRoutes: list(env.VITE_GTM_IGNORE_ROUTES),
  datadog: {
    applicationId: env.VITE_DD_APPLICATION_ID ?? '',
    clientToken: env.VITE_DD_CLIENT_TOKEN ?? '',
    site: env.VITE_DD_SITE || 'datadoghq.com',
    service: env.VITE_DD_SERVICE || 'groupgift-web',
  },
  siteHosts: list([env.VITE_SITE_HOST_US, env.VITE_SITE_HOST_AU].filter(Boolean).join(',')),
  cardAssetBaseUrl: env.VITE_CARD_ASSET_BASE_URL?.replace(/\/$/, '') || '/card-assets',
  // How long the "getting started" loader modal stays up before moving on after a pathway button.
  loaderModalMs: Number(env.VITE_LOADER_MODAL_MS ?? 900),
} as const;
