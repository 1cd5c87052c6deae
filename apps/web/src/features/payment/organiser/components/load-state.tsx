import { errorPath } from '@groupgift/domain';
import { useTranslation } from '../../../../lib/i18n';
import { Navigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import type { Resource } from '../../../../lib/use-resource';

/** Loading, failed (with a retry) and not-found states shared by the organiser payment pages. */
export function LoadState({ state }: { state: Pick<Resource<unknown>, 'status' | 'error' | 'retry'> }) {
  const { t } = useTranslation();
  if (isMissing(state)) return <Navigate to={errorPath(404)} replace />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="payment-alert">
        <p>{t('organiserPayment.loadFailed')}</p>
        <Button variant="secondary" onClick={state.retry}>
          {t('organiserPayment.retry')}
        </Button>
      </div>
    );
  }
  return <Spinner label={t('organiserPayment.loading')} />;
}

/** The API answered 404: there is nothing of that id to pay for. */
export function isMissing(state: Pick<Resource<unknown>, 'status' | 'error'>): boolean {
  return state.status === 'error' && state.error?.status === 404;
}
