import { z } from 'zod';
import { parseEnv } from '../../plugins/config-error';

/*
 * Picture search (decision 150): each provider is on when its key is set. Base URLs are settable so
 * tests can point a provider at a local double; a start with a bad one names the variable.
 */
const url = z.url({ message: 'must be an absolute URL' });
const key = z.string().min(8, { message: 'must be the key the provider issued (at least 8 characters)' });

const pictureSearchEnvSchema = z.object({
  GIPHY_API_KEY: key.optional(),
  GIPHY_BASE_URL: url.default('https://api.giphy.com'),
  TENOR_API_KEY: key.optional(),
  TENOR_BASE_URL: url.default('https://tenor.googleapis.com'),
  UNSPLASH_ACCESS_KEY: key.optional(),
  UNSPLASH_BASE_URL: url.default('https://api.unsplash.com'),
  // Unsplash's guidelines ask for the application's name in the utm_source of every link back.
  UNSPLASH_APP_NAME: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'must be lowercase letters, digits, _ or - (at most 40)')
    .default('groupgift'),
  PEXELS_API_KEY: key.optional(),
  PEXELS_BASE_URL: url.default('https://api.pexels.com'),
  PICTURE_SEARCH_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(200).max(30_000).default(4_000),
  PICTURE_SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(60),
});

export type ProviderSettings = { key: string; baseUrl: string; defaultBaseUrl: boolean };

export type PictureSearchConfig = {
  giphy?: ProviderSettings;
  tenor?: ProviderSettings;
  unsplash?: ProviderSettings & { appName: string };
  pexels?: ProviderSettings;
  timeoutMs: number;
  /** Searches per client address per minute; choosing a picture gets a quarter of this. */
  ratePerMinute: number;
};

export function readPictureSearchConfig(env: Record<string, string | undefined>): PictureSearchConfig {
  const e = parseEnv(pictureSearchEnvSchema, env);
  const settings = (k: string | undefined, baseUrl: string, variable: string): ProviderSettings | undefined =>
    k ? { key: k, baseUrl: baseUrl.replace(/\/+$/, ''), defaultBaseUrl: env[variable] === undefined } : undefined;
  const unsplash = settings(e.UNSPLASH_ACCESS_KEY, e.UNSPLASH_BASE_URL, 'UNSPLASH_BASE_URL');
  return {
    giphy: settings(e.GIPHY_API_KEY, e.GIPHY_BASE_URL, 'GIPHY_BASE_URL'),
    tenor: settings(e.TENOR_API_KEY, e.TENOR_BASE_URL, 'TENOR_BASE_URL'),
    unsplash: unsplash && { ...unsplash, appName: e.UNSPLASH_APP_NAME },
    pexels: settings(e.PEXELS_API_KEY, e.PEXELS_BASE_URL, 'PEXELS_BASE_URL'),
    timeoutMs: e.PICTURE_SEARCH_TIMEOUT_MS,
    ratePerMinute: e.PICTURE_SEARCH_RATE_LIMIT_PER_MINUTE,
  };
}
