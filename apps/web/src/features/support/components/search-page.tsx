import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchSupport } from '../api/search';
import { useTranslation } from '../../../lib/i18n';
import { useResource } from '../../../lib/use-resource';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { supportMoney } from '../format';
import { SUPPORT_NS } from '../support-namespace';
import { PaymentHits } from './payment-hits';
import { SupportFrame, SupportLoad } from './support-frame';

/** /support: one box; what it finds, grouped by kind. The query lives in the address so Back returns to it. */
export function SupportSearchPage() {
  const { t } = useTranslation(SUPPORT_NS);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const results = useResource((signal) => (query ? searchSupport(query, signal) : Promise.resolve(null)), [query], { logInOn401: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  };

  return (
    <SupportFrame title={t('search.heading')}>
      <form role="search" className="card-panel support-search" onSubmit={onSubmit}>
        <TextField label={t('search.label')} hint={t('search.hint')} name="q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" busy={results.status === 'loading' && Boolean(query)}>
          {t('search.submit')}
        </Button>
      </form>
      {query ? (
        <SupportLoad resource={results}>
          {(found) =>
            !found ? null : found.payments.length + found.collections.length + found.redemptions.length + found.organisers.length === 0 ? (
              <p role="status">{t('search.none', { query: found.query })}</p>
            ) : (
              <div className="support-results" role="status" aria-live="polite">
                {found.payments.length ? (
                  <section aria-labelledby="hits-payments">
                    <h2 id="hits-payments">{t('search.payments')}</h2>
                    <PaymentHits payments={found.payments} />
                  </section>
                ) : null}
                {found.collections.length ? (
                  <section aria-labelledby="hits-collections">
                    <h2 id="hits-collections">{t('search.collections')}</h2>
                    <ul className="support-list">
                      {found.collections.map((c) => (
                        <li key={c.guid} className="support-list__item">
                          <div className="support-list__row">
                            <Link to={`/support/collections/${c.guid}`}>
                              <strong>{c.title}</strong>
                            </Link>
                            <span className={`support-badge support-badge--${c.status}`}>{t(`status.${c.status}`)}</span>
                          </div>
                          <p className="support-list__meta">
                            <span>#{c.id}</span>
                            <span>{c.market}</span>
                            <span className="support-break">{c.organiserEmail ?? ''}</span>
                          </p>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {found.redemptions.length ? (
                  <section aria-labelledby="hits-redemptions">
                    <h2 id="hits-redemptions">{t('search.redemptions')}</h2>
                    <ul className="support-list">
                      {found.redemptions.map((r) => (
                        <li key={r.guid} className="support-list__item">
                          <div className="support-list__row">
                            <Link to={`/support/collections/${r.collectionGuid}`}>
                              <strong>{r.collectionTitle}</strong>
                            </Link>
                            <span className="support-badge">{t(`status.${r.status as 'processing' | 'paid' | 'failed' | 'returned'}`)}</span>
                          </div>
                          <p className="support-list__meta">
                            <span>#{r.id}</span>
                            <span>{supportMoney(r.amount, r.currency)}</span>
                            <span>{r.method}</span>
                            <span className="support-break">{r.providerPayoutId ?? ''}</span>
                          </p>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {found.organisers.length ? (
                  <section aria-labelledby="hits-organisers">
                    <h2 id="hits-organisers">{t('search.organisers')}</h2>
                    <ul className="support-list">
                      {found.organisers.map((o) => (
                        <li key={o.guid} className="support-list__item">
                          <div className="support-list__row">
                            <Link to={`/support?q=${encodeURIComponent(o.email)}`} onClick={() => setText(o.email)}>
                              <strong>{o.name}</strong>
                            </Link>
                          </div>
                          <p className="support-list__meta">
                            <span className="support-break">{o.email}</span>
                            <span>{t('search.collectionsOf', { count: o.collections })}</span>
                          </p>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </div>
            )
          }
        </SupportLoad>
      ) : null}
    </SupportFrame>
  );
}
