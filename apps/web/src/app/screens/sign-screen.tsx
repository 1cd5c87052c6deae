import { SignPage } from '../../features/contribute/components/sign-page';
import { MagicWriterPanel } from '../../features/magic-writer/components/magic-writer-panel';
import { usePreloadOnIntent } from './preload-on-intent';

/**
 * The sign step with the message writer in its slot. Both are imported here, statically, so they
 * share one chunk: the writer is on screen with the form and nothing moves when it appears. The steps
 * after it (the amount, or the end for a card only) load once the person starts writing.
 */
export function SignScreen() {
  usePreloadOnIntent(
    () => import('../../features/contribute/components/how-much-page'),
    () => import('../../features/contribute/components/pathway-complete-page'),
  );
  return <SignPage writer={MagicWriterPanel} />;
}
