import { TIMINGS } from '@groupgift/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Spinner } from '../../components/ui/spinner';
import { Dialog } from '../../components/ui/dialog';
import { loaderModalsAllowed } from '../../lib/preview-mode';
import './loading-layout.css';

/**
 * Shown while the core loading flag is on: a spinner after 100 ms, the getting-started modal after
 * 1200 ms (SPEC §9, TIMINGS). Nothing appears for fast loads, so quick screens never
 * flash a spinner; slow ones get a spinner and then a reassuring modal.
 */
export function LoadingLayout() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'idle' | 'spinner' | 'modal'>('idle');
  // SPEC §2: a preview page opened in its own tab shows no loader modals (only the spinner).
  const [modalAllowed] = useState(() => loaderModalsAllowed(window.location.pathname));

  useEffect(() => {
    const spinner = window.setTimeout(() => setStage('spinner'), TIMINGS.SPINNER_DELAY_MS);
    const modal = window.setTimeout(() => setStage('modal'), TIMINGS.MODAL_DELAY_MS);
    return () => {
      window.clearTimeout(spinner);
      window.clearTimeout(modal);
    };
  }, []);

  return (
    <div className="loading-layout" data-stage={stage} aria-busy="true">
      {stage !== 'idle' ? <Spinner label={t('app.loading')} size="large" /> : null}
      <Dialog open={stage === 'modal' && modalAllowed} title={t('app.gettingStarted')} busy size="small">
        <p>{t('app.gettingStartedBody')}</p>
      </Dialog>
    </div>
  );
}
