import { Link, useParams } from 'react-router';
import type { SupportPayment } from '@groupgift/domain';
import { getSupportPayment } from '../api/get-payment';
import { useTranslation } from '../../../lib/i18n';
import { useResource } from '../../../lib/use-resource';
import { supportMoney } from '../format';
import { SUPPORT_NS } from '../support-namespace';
import { ActionButton } from './action-dialog';
import { AuditList } from './audit-list';
import { PaymentHits } from './payment-hits';
import { SupportTargetPage } from './support-frame';
import { Timeline } from './timeline';

/** /support/payments/:paymentGuid: the payment, its timeline, and resend or refund. */
export function SupportPaymentPage() {
  const { t } = useTranslation(SUPPORT_NS);
  const { paymentGuid = '' } = useParams();
  const resource = useResource((signal) => getSupportPayment(paymentGuid, signal), [paymentGuid], { logInOn401: true });
  const id = resource.data?.payment.id;

  return (
    <SupportTargetPage title={id === undefined ? t('search.payments') : t('payment.heading', { id })} resource={resource}>
      {(data, onDone) => <PaymentView data={data} onDone={onDone} />}
    </SupportTargetPage>
  );
}

function PaymentView({ data, onDone }: { data: SupportPayment; onDone: (message: string) => void }) {
  const { t } = useTranslation(SUPPORT_NS);
  const { payment: p, collection } = data;
  const money = (cents: number) => supportMoney(cents, p.currency);
  const zone = collection?.timeZone ?? null;
  const refundable = p.status === 'succeeded' && p.kind === 'contribution';
  return (
    <>
      <section className="card-panel" aria-labelledby="payment-facts">
        <h2 id="payment-facts" className="support-break">
          {p.name || p.email || `#${p.id}`}
        </h2>
        <dl className="support-facts">
          <div>
            <dt>{t('fields.status')}</dt>
            <dd>
              <span className={`support-badge support-badge--${p.status}`}>{t(`status.${p.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('fields.amount')}</dt>
            <dd>{money(p.amount)}</dd>
          </div>
          <div>
            <dt>{t('fields.fee')}</dt>
            <dd>{money(p.fee)}</dd>
          </div>
          <div>
            <dt>{t('fields.net')}</dt>
            <dd>{money(p.net)}</dd>
          </div>
          <div>
            <dt>{t('fields.who')}</dt>
            <dd className="support-break">{p.email ?? t('fields.noEmail')}</dd>
          </div>
          <div>
            <dt>{t('fields.provider')}</dt>
            <dd>{p.provider}</dd>
          </div>
          <div>
            <dt>{t('fields.reference')}</dt>
            <dd className="support-break">{p.providerReference ?? t('fields.none')}</dd>
          </div>
          <div>
            <dt>{t('fields.invoice')}</dt>
            <dd>{p.invoiceNumber ?? t('fields.none')}</dd>
          </div>
          {collection ? (
            <div className="support-facts__wide">
              <dt>{t('fields.collection')}</dt>
              <dd>
                <Link to={`/support/collections/${collection.guid}`}>{collection.title}</Link>
              </dd>
            </div>
          ) : null}
          {zone ? (
            <div>
              <dt>{t('fields.timeZone')}</dt>
              <dd>{zone}</dd>
            </div>
          ) : null}
          {p.failureReason ? (
            <div className="support-facts__wide">
              <dt>{t('fields.failure')}</dt>
              <dd>{p.failureReason}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="card-panel" aria-labelledby="payment-actions">
        <h2 id="payment-actions">{t('actions.heading')}</h2>
        <div className="support-actions">
          <ActionButton action="resend_receipt" targetGuid={p.guid} onDone={(_, text) => onDone(text)} />
          {refundable ? (
            <ActionButton action="refund" targetGuid={p.guid} tone="danger" note={t('actions.refundNote', { amount: money(p.amount) })} onDone={(_, text) => onDone(text)} />
          ) : null}
        </div>
      </section>
      <section className="card-panel" aria-labelledby="payment-timeline">
        <h2 id="payment-timeline">{t('payment.timeline')}</h2>
        <Timeline events={data.timeline} timeZone={zone} currency={p.currency} />
      </section>
      {data.otherAttempts.length ? (
        <section className="card-panel" aria-labelledby="payment-attempts">
          <h2 id="payment-attempts">{t('payment.otherAttempts')}</h2>
          <PaymentHits payments={data.otherAttempts} timeZone={zone} showCollection={false} />
        </section>
      ) : null}
      <section className="card-panel" aria-labelledby="payment-audit">
        <h2 id="payment-audit">{t('audit.onThis')}</h2>
        <AuditList entries={data.audit} timeZone={zone} />
      </section>
    </>
  );
}
