import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appStatus, useAppStatus } from '../../lib/app-status';
import './toast.css';

/** SPEC §9: the toast hides itself after this long. */
export const TOAST_DELAY_MS = 3000;

/** The error toast of SPEC §2: titled "Error", shows the current error text, hides after 3000 ms. */
export function ErrorToast({ delayMs = TOAST_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
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
            !
          </div>
          <div className="ui-toast__content">
            <p className="ui-toast__title">{t('toast.title')}</p>
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
