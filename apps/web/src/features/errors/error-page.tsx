import { Link, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { errorMessageKey } from './error-messages';
import './error-page.css';

/** /errors/:status in the empty layout. */
export function ErrorPage() {
  const { t } = useTranslation(['translation', 'shared']);
  const { status } = useParams();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{status === '404' ? t('errors.title404') : t('titles.error', { status })}</h1>
      <p>{t(errorMessageKey(status))}</p>
      <p className="muted">{t('errors.home')}</p>
      <Link to="/contact-customer-support">{t('buttons.contactSupport')}</Link>
    </section>
  );
}
