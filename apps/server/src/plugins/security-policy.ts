import type { Config } from './config';
import { rumEnabled } from './web-runtime-config';

/*
 * The browser policy of our pages (decision 094), as data so a test can read it. Third-party
 * origins are listed only when the feature that needs them is configured: with no provider keys,
 * no tag manager and no monitoring, a page may load scripts from this site and nowhere else.
 */

/** Where each optional feature's browser code loads from and talks to. */
export const THIRD_PARTY = {
  // Stripe.js and the iframes of its Elements (card, Link, address, 3-D Secure).
  stripe: {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
    // Wallets inside Stripe's iframe need the Payment Request API delegated to it.
    payment: ['https://js.stripe.com'],
  },
  // Checkout.com Frames: the script, its card iframes, and the tokenisation calls.
  checkout: {
    script: ['https://cdn.checkout.com'],
    frame: ['https://*.checkout.com'],
    connect: ['https://*.checkout.com'],
    payment: [],
  },
  // The "are you a person?" widgets (decision 132): each provider's script and the iframe it draws.
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [],
    payment: [],
  },
  hcaptcha: {
    script: ['https://js.hcaptcha.com', 'https://*.hcaptcha.com', 'https://hcaptcha.com'],
    frame: ['https://*.hcaptcha.com', 'https://hcaptcha.com'],
    connect: ['https://*.hcaptcha.com', 'https://hcaptcha.com'],
    payment: [],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: [],
    payment: [],
  },
  // The tag manager container and the analytics calls of the tags it loads.
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    frame: [],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    payment: [],
  },
} as const;

export type BrowserPolicy = {
  /** CSP directives without the per-request script nonce (added by security-headers.ts). */
  directives: Record<string, string[]>;
  permissionsPolicy: string;
  /** Strict-Transport-Security only when the site is served over https. */
  https: boolean;
};

/** The origin of an absolute URL; undefined for a path on this site. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The host the RUM SDK sends to, derived from the site as the SDK itself does (buildEndpointHost). */
export function rumIntakeOrigin(site: string): string {
  const parts = site.split('.');
  const extension = parts.pop();
  return `https://browser-intake-${parts.join('-')}.${extension}`;
}

function challengeWidget(config: Config) {
  const provider = config.cardDefences.challenge?.provider;
  return provider && provider !== 'sandbox' ? THIRD_PARTY[provider] : undefined;
}

export function browserPolicy(config: Config): BrowserPolicy {
  const web = config.webRuntime;
  const { providers } = config.payments;
  const features = [
    providers.stripe ? THIRD_PARTY.stripe : undefined,
    providers.checkout ? THIRD_PARTY.checkout : undefined,
    web.gtmId ? THIRD_PARTY.tagManager : undefined,
    challengeWidget(config),
  ].filter((f) => f !== undefined);
  const of = (kind: keyof (typeof THIRD_PARTY)['stripe']) => features.flatMap((f) => [...f[kind]]);

  const rum = rumEnabled(web);
  const apiOrigins = [web.apiBaseUrl, web.magicWriterBaseUrl].map(originOf);
  // The shared card stylesheet may live on another host, with the fonts it names.
  const cardAssets = originOf(web.cardAssetBaseUrl);
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // No 'unsafe-inline' and no 'unsafe-eval': inline script runs only with the response's nonce.
    'script-src': unique(["'self'", ...of('script')]),
    'script-src-attr': ["'none'"],
    // React's style={} props are attributes, and Stripe and Frames set inline styles: styles may be
    // inline, scripts may not (a style cannot run code).
    'style-src': unique(["'self'", "'unsafe-inline'", cardAssets]),
    // Covers and message pictures may be any https image an organiser picked; previews are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': unique(["'self'", 'data:', cardAssets]),
    'connect-src': unique(["'self'", ...apiOrigins, ...of('connect'), rum ? rumIntakeOrigin(web.datadog.site) : undefined]),
    // Our own frames: the sandbox provider's card fields and wallet sheets, the organiser preview.
    'frame-src': unique(["'self'", ...of('frame')]),
    // Session replay compresses in a worker built from a blob: URL.
    'worker-src': unique(["'self'", rum ? 'blob:' : undefined]),
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    // The organiser preview frames our own pages; nobody else may.
    'frame-ancestors': ["'self'"],
  };
  // On plain http (the demo on a LAN address) an upgrade would point every request at a port
  // that speaks no TLS.
  if (https) directives['upgrade-insecure-requests'] = [];

  const payment = unique(['self', ...of('payment').map((origin) => `"${origin}"`)]);
  const permissionsPolicy = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=(${payment.join(' ')})`,
  ].join(', ');

  return { directives, permissionsPolicy, https };
}
