import { CheckoutProvider, type CheckoutProviderConfig } from './checkout/checkout-provider';
import { PayPalProvider, type PayPalProviderConfig } from './paypal/paypal-provider';
import type { PaymentProvider } from './provider';
import { SandboxProvider, type SandboxProviderOptions } from './sandbox/sandbox-provider';
import { StripeProvider, type StripeProviderConfig } from './stripe/stripe-provider';

/** What configuration found: a real provider is on only when its keys are present. */
export interface PaymentProviderSettings {
  stripe?: StripeProviderConfig;
  checkout?: CheckoutProviderConfig;
  paypal?: PayPalProviderConfig;
  sandbox?: SandboxProviderOptions;
  /** False in a production start without SANDBOX_PAYMENTS: a role with no real provider is an error, not a sandbox. */
  sandboxAllowed?: boolean;
}

export interface PaymentProviders {
  /** Cards and wallets by market (DESIGN §3): Stripe for US, Checkout.com for AU. */
  cards: { US: PaymentProvider; AU: PaymentProvider };
  paypal: PaymentProvider;
  /** Present whenever something falls back to the sandbox; its pages must then be registered. */
  sandbox?: SandboxProvider;
  /** Every distinct provider, for webhooks and reconciliation. */
  all: PaymentProvider[];
}

/** Chooses each role's provider: the real one when configured, otherwise the shared sandbox. */
export function selectPaymentProviders(settings: PaymentProviderSettings): PaymentProviders {
  let sandbox: SandboxProvider | undefined;
  const fallback = () => {
    // Config refuses such a start first; this keeps test payments out of production all the same.
    if (settings.sandboxAllowed === false) throw new Error('A payment role has no provider and the sandbox is not allowed here');
    return (sandbox ??= new SandboxProvider(settings.sandbox));
  };
  const US = settings.stripe ? new StripeProvider(settings.stripe) : fallback();
  const AU = settings.checkout ? new CheckoutProvider(settings.checkout) : fallback();
  const paypal = settings.paypal ? new PayPalProvider(settings.paypal) : fallback();
  return { cards: { US, AU }, paypal, ...(sandbox ? { sandbox } : {}), all: [...new Set<PaymentProvider>([US, AU, paypal])] };
}
