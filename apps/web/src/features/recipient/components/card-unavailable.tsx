import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';

/** A wrong, replaced or revoked link: kind, and says nothing of whose card it was. */
export function CardUnavailable() {
  const { t } = useTranslation(RECIPIENT_NS);
  return (
    <section className="recipient-message card-panel" data-testid="card-unavailable">
      <h1>{t('unavailable.heading')}</h1>
      <p>{t('unavailable.body')}</p>
    </section>
  );
}

/** The card could not be loaded for a reason that may pass (network, server): try again. */
export function CardLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(RECIPIENT_NS);
  return (
    <section className="recipient-message card-panel" role="alert">
      <h1>{t('unavailable.failed')}</h1>
      <Button onClick={onRetry}>{t('unavailable.retry')}</Button>
    </section>
  );
}
