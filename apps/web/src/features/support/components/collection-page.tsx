import { useParams } from 'react-router';
import type { SupportCollection } from '@groupgift/domain';
import { getSupportCollection } from '../api/get-collection';
import { useTranslation } from '../../../lib/i18n';
import { useResource } from '../../../lib/use-resource';
import { supportMoney, supportTime } from '../format';
import { SUPPORT_NS } from '../support-namespace';
import { ActionButton } from './action-dialog';
import { AuditList } from './audit-list';
import { PaymentHits } from './payment-hits';
import { SupportTargetPage } from './support-frame';

/** /support/collections/:id: status, organiser, figures, payments, delivery, and the actions on it. */
export function SupportCollectionPage() {
  const { t } = useTranslation(SUPPORT_NS);
  const { id = '' } = useParams();
  const resource = useResource((signal) => getSupportCollection(id, signal), [id], { logInOn401: true });
  const title = resource.data?.title ?? t('search.collections');

  return (
    <SupportTargetPage title={title} resource={resource}>
      {(collection, onDone) => <CollectionView collection={collection} onDone={onDone} />}
    </SupportTargetPage>
  );
}

function CollectionView({ collection: c, onDone }: { collection: SupportCollection; onDone: (message: string) => void }) {
  const { t } = useTranslation(SUPPORT_NS);
  const money = (cents: number) => supportMoney(cents, c.currency);
  return (
    <>
      <section className="card-panel" aria-labelledby="collection-facts">
        <h2 id="collection-facts" className="visually-hidden">
          {t('fields.status')}
        </h2>
        <dl className="support-facts">
          <div>
            <dt>{t('fields.status')}</dt>
            <dd>
              <span className={`support-badge support-badge--${c.status}`}>{t(`status.${c.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('fields.organiser')}</dt>
            <dd className="support-break">{c.organiser ? `${c.organiser.name} (${c.organiser.email})` : t('fields.none')}</dd>
          </div>
          <div>
            <dt>{t('fields.collected')}</dt>
            <dd>{money(c.figures.collected)}</dd>
          </div>
          <div>
            <dt>{t('fields.joined')}</dt>
            <dd>{c.figures.joined}</dd>
          </div>
          <div>
            <dt>{t('fields.charity')}</dt>
            <dd>{money(c.figures.charity)}</dd>
          </div>
          <div>
            <dt>{t('fields.balance')}</dt>
            <dd>{money(c.figures.balance)}</dd>
          </div>
          <div>
            <dt>{t('fields.closes')}</dt>
            <dd>{supportTime(String(c.closeDate), c.timeZone)}</dd>
          </div>
          <div>
            <dt>{t('fields.timeZone')}</dt>
            <dd>{c.timeZone}</dd>
          </div>
          <div>
            <dt>{t('fields.delivery')}</dt>
            <dd className="support-break">
              {c.delivery ? `${t(`status.${c.delivery.status as 'delivered' | 'scheduled' | 'not_delivered'}`)}${c.delivery.recipientEmail ? ` (${c.delivery.recipientEmail})` : ''}` : t('fields.none')}
            </dd>
          </div>
        </dl>
      </section>
      <section className="card-panel" aria-labelledby="collection-actions">
        <h2 id="collection-actions">{t('actions.heading')}</h2>
        <div className="support-actions">
          {c.status === 'suspended' ? (
            <ActionButton action="unsuspend" targetGuid={c.guid} onDone={(_, text) => onDone(text)} />
          ) : (
            <ActionButton action="suspend" targetGuid={c.guid} tone="danger" onDone={(_, text) => onDone(text)} />
          )}
          {c.delivery?.status === 'delivered' && c.delivery.byEmail ? (
            <ActionButton action="resend_delivery" targetGuid={c.guid} onDone={(_, text) => onDone(text)} />
          ) : null}
        </div>
      </section>
      <section className="card-panel" aria-labelledby="collection-payments">
        <h2 id="collection-payments">{t('collection.payments')}</h2>
        {c.payments.length ? <PaymentHits payments={c.payments} timeZone={c.timeZone} showCollection={false} /> : <p className="muted">{t('collection.noPayments')}</p>}
      </section>
      {c.redemptions.length ? (
        <section className="card-panel" aria-labelledby="collection-redemptions">
          <h2 id="collection-redemptions">{t('collection.redemptions')}</h2>
          <ul className="support-list">
            {c.redemptions.map((r) => (
              <li key={r.guid} className="support-list__item">
                <p className="support-list__meta">
                  <span>#{r.id}</span>
                  <span>{money(r.amount)}</span>
                  <span>{r.method}</span>
                  <span>{t(`status.${r.status as 'processing' | 'paid' | 'failed' | 'returned'}`)}</span>
                  <span>{supportTime(String(r.createdAt), c.timeZone)}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card-panel" aria-labelledby="collection-audit">
        <h2 id="collection-audit">{t('audit.onThis')}</h2>
        <AuditList entries={c.audit} timeZone={c.timeZone} showTarget />
      </section>
    </>
  );
}
