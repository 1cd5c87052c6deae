import { isIP } from 'node:net';

/*
 * Demo or production, chosen explicitly (decision 093). `NODE_ENV=production` with an https
 * PUBLIC_URL is a production deployment: everything made for testing (the sandbox provider, mail
 * capture, demo data) is off there unless switched on by name, and a start that lacks what a real
 * site needs refuses with the names of the variables. Anything else is the one-command demo.
 */
export type Mode = 'demo' | 'production';

export function modeOf(nodeEnv: string, publicUrl: string | undefined): Mode {
  return nodeEnv === 'production' && publicUrl?.startsWith('https://') ? 'production' : 'demo';
}

export type Issue = { variable: string; message: string };

const PROVIDERS: { name: string; variables: string[] }[] = [
  { name: 'US cards (Stripe)', variables: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  {
    name: 'AU cards (Checkout.com)',
    variables: ['CHECKOUT_SECRET_KEY', 'CHECKOUT_PUBLIC_KEY', 'CHECKOUT_PROCESSING_CHANNEL_ID', 'CHECKOUT_WEBHOOK_SECRET', 'CHECKOUT_SUBDOMAIN'],
  },
  { name: 'PayPal', variables: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] },
];

const truthy = (value: string | undefined) => value === 'true' || value === '1';

/** What a production start lacks, one issue per variable; empty when it may start. */
export function productionGaps(env: Record<string, string>): Issue[] {
  const issues: Issue[] = [];
  const need = (variable: string, why: string) => {
    if (!env[variable]) issues.push({ variable, message: `is required in production: ${why}` });
  };
  if (!truthy(env.MAIL_CAPTURE))
    need('SMTP_URL', 'mail is sent through it (MAIL_CAPTURE=true captures mail instead, on purpose)');
  need('PREVIEW_TOKEN_SECRET', 'it signs preview tokens, and must be the same on every server');
  need('RECEIPT_TOKEN_SECRET', 'it seals message edit tokens, and must be the same on every server');
  const sandbox = truthy(env.SANDBOX_PAYMENTS);
  if (sandbox) {
    // Its default secret is public, so anybody could forge the sandbox's webhooks.
    need('SANDBOX_WEBHOOK_SECRET', 'SANDBOX_PAYMENTS=true takes test payments, whose webhooks it signs');
  } else {
    for (const provider of PROVIDERS)
      for (const variable of provider.variables)
        need(variable, `${provider.name} take real payments (SANDBOX_PAYMENTS=true uses the test provider instead, on purpose)`);
    if (truthy(env.SANDBOX_CONTROLS))
      issues.push({ variable: 'SANDBOX_CONTROLS', message: 'needs SANDBOX_PAYMENTS=true: there is no sandbox to control' });
  }
  return issues;
}

/**
 * TRUST_PROXY: off by default, so X-Forwarded-* headers are ignored and every limit keys on the
 * socket's address. On, it is the number of proxy hops in front of the app or the list of their
 * addresses (CIDR allowed); `true` (trust any sender of the header) is refused, since it lets any
 * client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = entries.length > 0 && entries.every((entry) => isAddressOrRange(entry));
  if (!valid) throw new Error('must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges');
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return ['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** The address the demo prints and builds its links on when PUBLIC_URL is unset. */
export function demoUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The origin of every link we hand out (mail, return URLs, redirects): configuration only, never a request header. */
export function publicOrigin(config: { publicUrl?: string | undefined; host: string; port: number }): string {
  return new URL(config.publicUrl ?? demoUrl(config.host, config.port)).origin;
}
