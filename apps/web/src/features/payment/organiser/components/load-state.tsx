import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import type { Loaded } from '../use-loaded';

/** Loading, failed (with a retry) and not-found states shared by the organiser payment pages. */
export function LoadState({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'missing') return <Navigate to="/errors/404" replace />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="payment-alert">
        <p>{t('organiserPayment.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('organiserPayment.retry')}
        </Button>
      </div>
    );
  }
  return <Spinner label={t('organiserPayment.loading')} />;
}
