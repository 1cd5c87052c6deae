import { lazy, Suspense, type ComponentProps } from 'react';
import { RecipientPage } from '../../features/recipient/components/recipient-page';

// Redeem (issue 15) loads after the card, as its own chunk: the envelope never waits for it.
const LazyRecipientRedeem = lazy(() => import('../../features/money-out/components/recipient-redeem').then((m) => ({ default: m.RecipientRedeem })));

type RedeemSlot = NonNullable<ComponentProps<typeof RecipientPage>['redeem']>;

const RecipientRedeemSlot: RedeemSlot = (props) => (
  <Suspense fallback={null}>
    <LazyRecipientRedeem {...props} />
  </Suspense>
);

/** The recipient's card with the Redeem action in its slot. */
export function RecipientScreen() {
  return <RecipientPage redeem={RecipientRedeemSlot} />;
}
