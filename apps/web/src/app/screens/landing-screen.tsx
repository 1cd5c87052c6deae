import { LandingPage } from '../../features/contribute/components/landing-page';
import { preloadMagicWriter } from '../../features/magic-writer/hooks/use-magic-writer-availability';

/** The landing step; choosing to sign starts the writer's availability check before the sign page opens. */
export function LandingScreen() {
  return <LandingPage onSignChosen={preloadMagicWriter} />;
}
