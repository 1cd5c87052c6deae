// Stripe.js / Checkout Frames client fields on the organiser payment screens.
import { createContext, use, type ReactNode } from 'react';
import { paymentDetailsStore } from '../../../lib/journey/journey-store';
import { providerCardStore, type ProviderCardState } from './provider-card-state';

export interface PayerNames {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

/**
 * Where the provider's fields (Stripe's Link and Address Elements, Checkout Frames) read the payer
 * and write what the payer types there. The contributor payment step uses the journey's stores (the
 * default); the organiser's payment screens pass their own, so an organiser paying never writes into
 * a contributor's journey.
 */
export interface PayerTarget {
  payer(): PayerNames;
  patchPayer(patch: Partial<Pick<PayerNames, 'firstName' | 'lastName'>>): void;
  /** SPEC §3's element states and tokenised card: never card data beyond what the provider shares. */
  noteProviderState(patch: Partial<ProviderCardState>): void;
  providerState(): ProviderCardState;
}

export const CONTRIBUTOR_PAYER: PayerTarget = {
  payer: () => paymentDetailsStore.get(),
  patchPayer: (patch) => paymentDetailsStore.patch(patch),
  noteProviderState: (patch) => providerCardStore.patch(patch),
  providerState: () => providerCardStore.get(),
};

const PayerTargetContext = createContext<PayerTarget>(CONTRIBUTOR_PAYER);

export function usePayerTarget(): PayerTarget {
  return use(PayerTargetContext);
}

export function PayerTargetProvider({ value, children }: { value: PayerTarget; children: ReactNode }) {
  return <PayerTargetContext value={value}>{children}</PayerTargetContext>;
}
