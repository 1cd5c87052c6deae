import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { useResource } from '../../lib/use-resource';
import { legalHref, legalMarketOf, LEGAL_MARKETS, type LegalDocument } from '../../lib/legal-links';
import { getLegalPage } from './get-legal-page';
import './legal-page.css';

/**
 * The terms and conditions or the privacy policy of a market (decision 138). The server renders the
 * operator's Markdown with every character escaped; DOMPurify here is the second lock on the door.
 */
function LegalScreen({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const market = legalMarketOf(search.get('market'));
  const state = useResource((signal) => getLegalPage(document, market, signal), [document, market]);
  const html = useMemo(() => (state.data ? DOMPurify.sanitize(state.data.html) : ''), [state.data]);
  const fallbackTitle = t(document === 'terms' ? 'legal.termsTitle' : 'legal.privacyTitle');

  return (
    <article className="legal-page card-panel" aria-labelledby="legal-title">
      <h1 id="legal-title">{state.data?.title ?? fallbackTitle}</h1>
      <nav className="legal-page__markets" aria-label={t('legal.marketsLabel')}>
        {LEGAL_MARKETS.map((m) => (
          <Link key={m} to={legalHref(document, m)} aria-current={m === market ? 'page' : undefined} className="legal-page__market">
            {t(m === 'AU' ? 'legal.marketAU' : 'legal.marketUS')}
          </Link>
        ))}
      </nav>
      {state.status === 'loading' && !state.data ? <Spinner label={t('app.loading')} /> : null}
      {state.status === 'error' ? (
        <p role="alert">{t('legal.unavailable')}</p>
      ) : null}
      {html ? <div className="legal-page__body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </article>
  );
}

export function TermsPage() {
  return <LegalScreen document="terms" />;
}

export function PrivacyPage() {
  return <LegalScreen document="privacy" />;
}
