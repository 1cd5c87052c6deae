// Stripe.js / Checkout Frames client fields on the organiser payment screens.
import { useMemo, useRef } from 'react';
import type { OrganiserProfile } from '@groupgift/domain';
import { useOrganiserSession } from '../../../lib/organiser-session';
import type { PayerNames, PayerTarget } from '../state/payer-target';
import type { ProviderCardState } from '../state/provider-card-state';

const EMPTY_PROVIDER_STATE: ProviderCardState = {
  stripe: { linkAuthentication: null, paymentAddress: null, paymentElement: null },
  tokenizedCard: null,
};

/**
 * The organiser payment's own payer: the signed-in organiser (their email goes to Stripe with the
 * card), plus what the provider's fields report, kept in memory for this screen only. Nothing here
 * touches the contributor journey's stores.
 */
export function useOrganiserPayer(): PayerTarget {
  const { organiser } = useOrganiserSession();
  const organiserRef = useRef<OrganiserProfile | null>(organiser);
  organiserRef.current = organiser;
  const names = useRef<Partial<PayerNames>>({});
  const providerState = useRef<ProviderCardState>(EMPTY_PROVIDER_STATE);

  return useMemo<PayerTarget>(
    () => ({
      payer: () => ({
        firstName: names.current.firstName ?? organiserRef.current?.firstName ?? '',
        lastName: names.current.lastName ?? organiserRef.current?.lastName ?? '',
        emailAddress: organiserRef.current?.email ?? '',
      }),
      patchPayer: (patch) => {
        names.current = { ...names.current, ...patch };
      },
      noteProviderState: (patch) => {
        providerState.current = { ...providerState.current, ...patch };
      },
      providerState: () => providerState.current,
    }),
    [],
  );
}
