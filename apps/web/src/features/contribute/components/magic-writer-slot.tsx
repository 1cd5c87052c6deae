import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

interface MagicWriterPanelProps {
  onInsert: (text: string) => void;
  collectionId: string | number;
  market?: 'AU' | 'US';
  currentMessage?: string;
  prompt?: string;
}

// The writer panel belongs to its own feature: a glob finds it when it exists and resolves to
// nothing otherwise, so this page builds either way and the writer loads in its own chunk.
const candidates = import.meta.glob<Record<string, unknown>>('../../magic-writer/components/magic-writer-panel.tsx');
const loadPanel = Object.values(candidates)[0];
const Panel = loadPanel
  ? lazy(async () => {
      const module = await loadPanel();
      return { default: module.MagicWriterPanel as ComponentType<MagicWriterPanelProps> };
    })
  : null;

/** Loads the writer's chunk and starts its availability check before the sign page opens. */
export function preloadMagicWriter(): void {
  void loadPanel?.()
    .then((module) => (module.preloadMagicWriter as (() => void) | undefined)?.())
    .catch(() => undefined);
}

/**
 * SPEC §2 sign page: "Need help writing a message? Click the Magic Message Writer". With the writer
 * built, the panel shows the prompt itself, and only while the service is available (nothing is
 * shown when it is not); without it, the prompt stands alone.
 */
export function MagicWriterSlot(props: Omit<MagicWriterPanelProps, 'prompt'>) {
  const { t } = useTranslation();
  if (Panel) {
    return (
      <Suspense fallback={null}>
        <Panel {...props} prompt={t('sign.magicPrompt')} />
      </Suspense>
    );
  }
  return (
    <aside className="magic-writer-slot" aria-label="Magic Message Writer">
      <p className="magic-writer-slot__prompt">{t('sign.magicPrompt')}</p>
    </aside>
  );
}
