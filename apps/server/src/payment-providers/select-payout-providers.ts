import type { Market, RedeemMethod } from '@groupgift/domain';
import { PayPalPayoutProvider, type PayPalPayoutConfig } from './paypal/paypal-payouts';
import type { PayoutProvider, PayoutProviderName } from './payout-provider';
import { SandboxPayoutProvider, type SandboxPayoutOptions } from './sandbox/payouts';
import { StripePayoutProvider, type StripePayoutConfig } from './stripe/stripe-payouts';
import { TremendousProvider, type TremendousConfig } from './tremendous/tremendous-provider';

/** What configuration found (payments-config.ts `payouts`), plus the sandbox's store and knobs. */
export interface PayoutProviderSettings {
  stripe?: StripePayoutConfig | undefined;
  paypal?: PayPalPayoutConfig | undefined;
  tremendous?: TremendousConfig | undefined;
  sandbox?: SandboxPayoutOptions;
  /** The demo, or SANDBOX_PAYMENTS=true: methods without a real provider go to the sandbox. */
  sandboxAllowed: boolean;
}

export interface PayoutProviders {
  /** Who serves a method in a market; undefined: the method is not offered there. */
  providerFor(method: RedeemMethod, market: Market): PayoutProvider | undefined;
  /** The methods offered in a market, in the order a redeem form shows them. */
  methodsFor(market: Market): RedeemMethod[];
  /** By the name stored on a redemption, for webhooks and reconciliation. */
  byName: Partial<Record<PayoutProviderName, PayoutProvider>>;
  all: readonly PayoutProvider[];
  /** Present when a method falls back to the sandbox (its webhooks then need a sender). */
  sandbox?: SandboxPayoutProvider;
}

const METHODS: readonly RedeemMethod[] = ['bank', 'paypal', 'gift_card'];

/**
 * Bank: Stripe Connect in both markets when organisers are onboarded to accounts of their own
 * (`onboarding`, decision 165), else in its one connected account's market (`StripePayoutConfig.market`, US unless
 * said otherwise: Stripe takes the US cards) when its key, webhook secret and account are set, else
 * the sandbox when it may play. PayPal: PayPal Payouts in both markets when its keys are set, else the
 * sandbox. Gift cards: Tremendous in both markets when its key, webhook secret and funding source are
 * set (issue 33), else the sandbox's offline catalogue; a production start without either offers none.
 */
export function selectPayoutProviders(settings: PayoutProviderSettings): PayoutProviders {
  let sandbox: SandboxPayoutProvider | undefined;
  const fallback = () => (settings.sandboxAllowed ? (sandbox ??= new SandboxPayoutProvider(settings.sandbox)) : undefined);
  const stripe = settings.stripe ? new StripePayoutProvider(settings.stripe) : undefined;
  const stripeMarket = settings.stripe?.market ?? 'US';
  // With organisers onboarded (decision 165) each pays out from their own account, in either market.
  const serves = (market: Market) => stripe && (settings.stripe?.onboarding || stripeMarket === market);
  const bank: Record<Market, PayoutProvider | undefined> = {
    US: serves('US') ? stripe : fallback(),
    AU: serves('AU') ? stripe : fallback(),
  };
  const paypal = settings.paypal ? new PayPalPayoutProvider(settings.paypal) : fallback();
  const giftCard = settings.tremendous ? new TremendousProvider(settings.tremendous) : fallback();
  const providerFor = (method: RedeemMethod, market: Market) => (method === 'bank' ? bank[market] : method === 'paypal' ? paypal : giftCard);
  const all = [...new Set([bank.US, bank.AU, paypal, giftCard].filter((p): p is PayoutProvider => p !== undefined))];
  return {
    providerFor,
    methodsFor: (market) => METHODS.filter((method) => providerFor(method, market)),
    byName: Object.fromEntries(all.map((p) => [p.name, p])),
    all,
    ...(sandbox ? { sandbox } : {}),
  };
}
