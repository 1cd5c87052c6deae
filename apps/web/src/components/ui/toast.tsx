import { TIMINGS } from '@groupgift/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { appStatus, useAppStatus } from '../../lib/app-status';
import './toast.css';
import { Icon } from './icon';

/** The error toast of SPEC §2: titled "Error", shows the current error text, hides after 3000 ms (SPEC §9, TIMINGS). */
export function ErrorToast({ delayMs = TIMINGS.TOAST_MS }: { delayMs?: number }) {
  const { t } = useTranslation(['translation', 'shared']);
  const { currentError, errorSerial } = useAppStatus();

  useEffect(() => {
    if (!currentError) return;
    const timer = window.setTimeout(() => appStatus.clearError(), delayMs);
    return () => window.clearTimeout(timer);
  }, [currentError, errorSerial, delayMs]);

  return (
    <div className="ui-toast-region" role="alert" aria-live="assertive" aria-atomic="true">
      {currentError ? (
        <div className="ui-toast" key={errorSerial}>
          <div className="ui-toast__icon" aria-hidden="true">
            <Icon name="alert" />
          </div>
          <div className="ui-toast__content">
            <p className="ui-toast__title">{t('shared:error.title')}</p>
            <p className="ui-toast__text">{currentError}</p>
          </div>
          <button type="button" className="ui-toast__dismiss" onClick={() => appStatus.clearError()} aria-label={t('toast.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
