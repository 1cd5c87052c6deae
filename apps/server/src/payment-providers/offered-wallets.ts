import type { ClientConfig } from './provider';

/**
 * The wallets a payment page may offer. The browser runs Apple Pay and Google Pay only through a
 * provider's wallet sheet (today the sandbox's); a provider without one (Stripe and Checkout.com
 * until their wallet buttons are built) offers none, or the payer would start an attempt that can
 * never finish. With a sheet, the provider's own switch decides.
 */
export function offeredWallets(cards: ClientConfig): ClientConfig['wallets'] {
  return cards.walletSheetUrls ? { ...cards.wallets } : { applePay: false, googlePay: false };
}
