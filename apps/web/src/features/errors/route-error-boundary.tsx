import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { errorMessageKey } from './error-messages';
import './error-page.css';

/** Last line of defence: a screen that throws shows a calm message instead of a blank page. */
export function RouteErrorBoundary() {
  const { t } = useTranslation(['translation', 'shared']);
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? String(error.status) : undefined;
  if (!status) console.error(error);
  return (
    <main id="main" className="layout layout--empty">
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{status ? t('titles.error', { status }) : t('shared:error.appUnableToStart')}</h1>
        <p>{t(errorMessageKey(status))}</p>
        <p>
          <a href={window.location.pathname}>{t('buttons.tryAgain')}</a>
        </p>
        <p>
          <a href="/contact-customer-support">{t('buttons.contactSupport')}</a>
        </p>
      </section>
    </main>
  );
}
