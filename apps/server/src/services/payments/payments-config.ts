import { z } from 'zod';
import { parseEnv } from '../../plugins/config-error';
import type { PaymentProviderSettings } from '../../payment-providers/select-providers';
import type { PayoutProviderSettings } from '../../payment-providers/select-payout-providers';
import type { Mode } from '../../plugins/deployment';

/*
 * Payment settings from the environment. A real provider is switched on only when all of its keys
 * are present; otherwise its role falls back to the built-in sandbox (DESIGN §3).
 */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const paymentsEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE_URL: z.url().optional(),
  CHECKOUT_SECRET_KEY: z.string().min(1).optional(),
  CHECKOUT_PUBLIC_KEY: z.string().min(1).optional(),
  CHECKOUT_WEBHOOK_SECRET: z.string().min(1).optional(),
  CHECKOUT_SUBDOMAIN: z.string().min(1).optional(),
  CHECKOUT_PROCESSING_CHANNEL_ID: z.string().min(1).optional(),
  CHECKOUT_API_BASE_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_BASE_URL: z.url().optional(),
  /** Stripe Connect payouts (issue 15): the connected account that receives and pays out the money (`acct_…`). */
  STRIPE_CONNECT_ACCOUNT_ID: z.string().regex(/^acct_\w+$/, { message: 'must be a Stripe account id (acct_…)' }).optional(),
  /** The connected account's country: Connect pays out to banks of this market only (default US). */
  STRIPE_CONNECT_COUNTRY: z.enum(['AU', 'US']).default('US'),
  /**
   * Organisers onboarded to Stripe Connect Express accounts of their own (issue 33, decision 165): bank
   * payouts in both markets, each from the organiser's account. Needs STRIPE_SECRET_KEY and the Connect
   * webhook secret (its endpoint listens to `account.updated` and payout events of connected accounts).
   */
  STRIPE_CONNECT_ONBOARDING: flag.default(false),
  /** The Connect webhook endpoint's signing secret (payout events of the connected account); default STRIPE_WEBHOOK_SECRET. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The PayPal webhook registered for payout events; default PAYPAL_WEBHOOK_ID. */
  PAYPAL_PAYOUTS_WEBHOOK_ID: z.string().min(1).optional(),
  /** Tremendous gift cards (issue 33): all three switch it on; a production start offers gift cards only then. */
  TREMENDOUS_API_KEY: z.string().min(1).optional(),
  TREMENDOUS_WEBHOOK_SECRET: z.string().min(1).optional(),
  TREMENDOUS_FUNDING_SOURCE_ID: z.string().min(1).optional(),
  /** Default the sandbox (testflight); production's is https://www.tremendous.com/api/v2. */
  TREMENDOUS_API_BASE_URL: z.url().optional(),
  /** How long an order call may take before its outcome counts as unknown (reconciliation asks again). */
  TREMENDOUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  SANDBOX_WEBHOOK_SECRET: z.string().min(8).default('whsec_sandbox_local'),
  /** Seals message edit tokens until the payment receipt is queued (decision 079); unset: random per process. */
  RECEIPT_TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Test payments in a production start, on purpose (a staging site); always allowed in the demo (decision 093). */
  SANDBOX_PAYMENTS: flag.default(false),
  /** Serves the sandbox's /control/* test knobs (end-to-end tests). Never on in production. */
  SANDBOX_CONTROLS: flag.default(false),
  /** How often the reconciliation job looks for payments left non-final. */
  PAYMENTS_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * How long a payment or redemption sits untouched before reconciliation asks its provider: long
   * enough that a request still in flight is never raced. Tests that restart a killed server shorten it.
   */
  PAYMENTS_RECONCILE_GRACE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(30_000),
}).superRefine((e, ctx) => {
  // Half a Tremendous configuration is a mistake to say at start, not a silent "no gift cards".
  const tremendous = ['TREMENDOUS_API_KEY', 'TREMENDOUS_WEBHOOK_SECRET', 'TREMENDOUS_FUNDING_SOURCE_ID'] as const;
  if (tremendous.some((k) => e[k]))
    for (const k of tremendous) if (!e[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required with the other Tremendous settings' });
  // Checkout.com's SDK throws at start without the merchant's subdomain: say so by name instead.
  if (e.CHECKOUT_SECRET_KEY && e.CHECKOUT_PUBLIC_KEY && e.CHECKOUT_WEBHOOK_SECRET && !e.CHECKOUT_SUBDOMAIN && !e.CHECKOUT_API_BASE_URL)
    ctx.addIssue({ code: 'custom', path: ['CHECKOUT_SUBDOMAIN'], message: 'is required with the Checkout.com keys (the first 8 characters of your client ID)' });
});

export type PaymentsConfig = {
  providers: Omit<PaymentProviderSettings, 'sandbox'>;
  /** Real payout providers switched on by their keys (issue 15); the rest falls back to the sandbox when allowed. */
  payouts?: Pick<PayoutProviderSettings, 'stripe' | 'paypal' | 'tremendous'>;
  sandboxWebhookSecret: string;
  receiptTokenSecret?: string | undefined;
  /** Whether a role without a real provider may fall back to the sandbox: the demo, or SANDBOX_PAYMENTS=true. */
  sandboxAllowed: boolean;
  sandboxControls: boolean;
  reconcileIntervalMs: number;
  reconcileGraceMs: number;
};

export function readPaymentsConfig(env: Record<string, string | undefined>, mode: Mode = 'demo'): PaymentsConfig {
  const e = parseEnv(paymentsEnvSchema, env);
  const providers: PaymentsConfig['providers'] = {};
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET) {
    providers.stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      ...(e.STRIPE_API_BASE_URL ? { apiBaseUrl: e.STRIPE_API_BASE_URL } : {}),
    };
  }
  if (e.CHECKOUT_SECRET_KEY && e.CHECKOUT_PUBLIC_KEY && e.CHECKOUT_WEBHOOK_SECRET) {
    providers.checkout = {
      secretKey: e.CHECKOUT_SECRET_KEY,
      publicKey: e.CHECKOUT_PUBLIC_KEY,
      webhookSecret: e.CHECKOUT_WEBHOOK_SECRET,
      ...(e.CHECKOUT_SUBDOMAIN ? { subdomain: e.CHECKOUT_SUBDOMAIN } : {}),
      ...(e.CHECKOUT_PROCESSING_CHANNEL_ID ? { processingChannelId: e.CHECKOUT_PROCESSING_CHANNEL_ID } : {}),
      ...(e.CHECKOUT_API_BASE_URL ? { apiBaseUrl: e.CHECKOUT_API_BASE_URL } : {}),
    };
  }
  if (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID) {
    providers.paypal = {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      environment: e.PAYPAL_ENVIRONMENT,
      ...(e.PAYPAL_API_BASE_URL ? { apiBaseUrl: e.PAYPAL_API_BASE_URL } : {}),
    };
  }
  const payouts: PaymentsConfig['payouts'] = {};
  const connectSecret = e.STRIPE_CONNECT_WEBHOOK_SECRET ?? e.STRIPE_WEBHOOK_SECRET;
  if (e.STRIPE_SECRET_KEY && (e.STRIPE_CONNECT_ACCOUNT_ID || e.STRIPE_CONNECT_ONBOARDING) && connectSecret) {
    payouts.stripe = {
      secretKey: e.STRIPE_SECRET_KEY,
      ...(e.STRIPE_CONNECT_ONBOARDING ? { onboarding: true } : { connectAccountId: e.STRIPE_CONNECT_ACCOUNT_ID, market: e.STRIPE_CONNECT_COUNTRY }),
      webhookSecret: connectSecret,
      ...(e.STRIPE_API_BASE_URL ? { apiBaseUrl: e.STRIPE_API_BASE_URL } : {}),
    };
  }
  const payPalPayoutsWebhookId = e.PAYPAL_PAYOUTS_WEBHOOK_ID ?? e.PAYPAL_WEBHOOK_ID;
  if (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && payPalPayoutsWebhookId) {
    payouts.paypal = {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: payPalPayoutsWebhookId,
      environment: e.PAYPAL_ENVIRONMENT,
      ...(e.PAYPAL_API_BASE_URL ? { apiBaseUrl: e.PAYPAL_API_BASE_URL } : {}),
    };
  }
  if (e.TREMENDOUS_API_KEY && e.TREMENDOUS_WEBHOOK_SECRET && e.TREMENDOUS_FUNDING_SOURCE_ID) {
    payouts.tremendous = {
      apiKey: e.TREMENDOUS_API_KEY,
      webhookSecret: e.TREMENDOUS_WEBHOOK_SECRET,
      fundingSourceId: e.TREMENDOUS_FUNDING_SOURCE_ID,
      timeoutMs: e.TREMENDOUS_TIMEOUT_MS,
      ...(e.TREMENDOUS_API_BASE_URL ? { apiBaseUrl: e.TREMENDOUS_API_BASE_URL } : {}),
    };
  }
  return {
    providers,
    payouts,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    receiptTokenSecret: e.RECEIPT_TOKEN_SECRET,
    sandboxAllowed: mode === 'demo' || e.SANDBOX_PAYMENTS,
    sandboxControls: e.SANDBOX_CONTROLS,
    reconcileIntervalMs: e.PAYMENTS_RECONCILE_INTERVAL_MS,
    reconcileGraceMs: e.PAYMENTS_RECONCILE_GRACE_MS,
  };
}
