import { lazy, Suspense, type ComponentProps } from 'react';
import { CollectionPage } from '../../features/organiser/activity/components/collection-page';

// The money panel is its own chunk: the page's figures and tabs do not wait for it.
const LazyMoneyPanel = lazy(() => import('../../features/money-out/components/money-panel').then((m) => ({ default: m.MoneyPanel })));

type MoneySlot = NonNullable<ComponentProps<typeof CollectionPage>['money']>;

const MoneyPanelSlot: MoneySlot = (props) => (
  <Suspense fallback={null}>
    <LazyMoneyPanel {...props} />
  </Suspense>
);

/** The organiser's collection page with the collection's money (issue 15) in its slot. */
export function CollectionScreen() {
  return <CollectionPage money={MoneyPanelSlot} />;
}
