import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

interface MagicWriterPanelProps {
  onInsert: (text: string) => void;
  collectionId: number | string;
  market?: 'AU' | 'US';
  currentMessage?: string;
  prompt?: string;
  className?: string;
}

// The writer panel belongs to its own feature and may not be built yet: a glob finds it when it
// exists and resolves to nothing otherwise, so this page builds either way.
const candidates = import.meta.glob<Record<string, unknown>>('../../magic-writer/components/magic-writer-panel.tsx');
const loadPanel = Object.values(candidates)[0];
const Panel = loadPanel
  ? lazy(async () => {
      const module = await loadPanel();
      return { default: module.MagicWriterPanel as ComponentType<MagicWriterPanelProps> };
    })
  : null;

/**
 * SPEC §2 sign page: the Magic Message Writer prompt and the writer. The panel renders both, and
 * nothing at all when the service is unavailable, so no prompt points at a missing button.
 */
export function MagicWriterSlot(props: MagicWriterPanelProps) {
  const { t } = useTranslation();
  return Panel ? (
    <Suspense fallback={null}>
      <Panel {...props} prompt={t('sign.magicPrompt')} className="magic-writer-slot" />
    </Suspense>
  ) : null;
}
