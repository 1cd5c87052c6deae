import { SignPage } from '../../features/contribute/components/sign-page';
import { MagicWriterPanel } from '../../features/magic-writer/components/magic-writer-panel';

/**
 * The sign step with the message writer in its slot. Both are imported here, statically, so they
 * share one chunk: the writer is on screen with the form and nothing moves when it appears.
 */
export function SignScreen() {
  return <SignPage writer={MagicWriterPanel} />;
}
