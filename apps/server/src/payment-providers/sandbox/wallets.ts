/** Whether the simulated Apple Pay and Google Pay sheets are "available" (switchable by tests). */
export interface WalletAvailability {
  applePay: boolean;
  googlePay: boolean;
}

/** Cards the simulated wallet sheets offer; the second lets a test see a wallet decline. */
export const WALLET_CARDS = [
  { number: '4242424242424242', label: 'Visa •••• 4242' },
  { number: '4000000000000002', label: 'Visa •••• 0002 (declined)' },
] as const;
