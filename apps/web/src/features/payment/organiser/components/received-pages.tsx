import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';

function Received({
  heading,
  body,
  collectionGuid,
}: {
  heading: string;
  body: string;
  collectionGuid?: string | undefined;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invoice = params.get('invoice');
  return (
    <div className="organiser-payment">
      <section className="card-panel organiser-success" aria-labelledby="received-title">
        <h1 id="received-title">{heading}</h1>
        <p>{body}</p>
        {invoice ? (
          <p className="muted small">{t('organiserPayment.received.invoice', { invoice })}</p>
        ) : null}
        <div className="organiser-actions">
          {collectionGuid ? (
            <ButtonLink to={`/dashboard/collections/${encodeURIComponent(collectionGuid)}`}>
              {t('organiserPayment.viewCollection')}
            </ButtonLink>
          ) : null}
          <ButtonLink variant={collectionGuid ? 'secondary' : 'primary'} to="/dashboard">
            {t('organiserPayment.backToDashboard')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** /payment/:id/payment-received */
export function PaymentReceivedPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <Received
      heading={t('organiserPayment.received.heading')}
      body={t('organiserPayment.received.body')}
      collectionGuid={id}
    />
  );
}

/** /payment/packpayment-received */
export function PackPaymentReceivedPage() {
  const { t } = useTranslation();
  return (
    <Received
      heading={t('organiserPayment.received.packHeading')}
      body={t('organiserPayment.received.packBody')}
    />
  );
}
