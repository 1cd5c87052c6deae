import { LandingPage } from '../../features/contribute/components/landing-page';
import { preloadMagicWriter } from '../../features/magic-writer/hooks/use-magic-writer-availability';
import { usePreloadOnIntent } from './preload-on-intent';

/**
 * The landing step; choosing to sign starts the writer's availability check before the sign page
 * opens, and the sign and amount steps' chunks load once the person starts acting on the page.
 */
export function LandingScreen() {
  usePreloadOnIntent(
    () => import('./sign-screen'),
    () => import('../../features/contribute/components/how-much-page'),
  );
  return <LandingPage onSignChosen={preloadMagicWriter} />;
}
