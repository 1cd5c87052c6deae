// Stripe.js / Checkout Frames client fields (payments issue).
import type { PaymentDetails } from '@groupgift/domain';
import { persisted } from '../../../lib/storage';

/**
 * SPEC §3's `stripe` ({linkAuthentication, paymentAddress, paymentElement}: the elements' states,
 * never card data) and `tokenizedCard` (Checkout Frames' `cardTokenized` answer) of the payment
 * details. Journey state, so the next landing visit clears it. The tokenised card is card-like and
 * lives in memory only: the sanitiser keeps it out of storage, as the journey store does.
 */
export interface ProviderCardState {
  stripe: PaymentDetails['stripe'];
  tokenizedCard: PaymentDetails['tokenizedCard'];
}

export const providerCardStore = persisted<ProviderCardState>(
  'payment-provider-state',
  { stripe: { linkAuthentication: null, paymentAddress: null, paymentElement: null }, tokenizedCard: null },
  { sanitise: (value) => ({ ...value, tokenizedCard: null }) },
);
