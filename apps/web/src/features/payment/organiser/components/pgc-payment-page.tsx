import { useCallback } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { paymentPath, type UserDetails } from '@groupgift/domain';
import { Button, ButtonLink } from '../../../../components/ui/button';
import type { PaymentAnswer } from '../../api/post-payment';
import { getUserDetails } from '../api/get-user-details';
import { payFromPack } from '../api/pay-from-pack';
import { processFullDiscount } from '../api/process-full-discount';
import { OrganiserPayPanel } from '../organiser-pay-panel';
import { useResource } from '../../../../lib/use-resource';
import { useZeroCharge } from '../use-zero-charge';
import { LoadState } from './load-state';
import { AnyCardForm, PgcSummary, PromoCodeForm } from './pgc-extras';

/**
 * /payment/:id — the organiser pays for a paid group card (AU and US variants by the collection's
 * market): the card price, an optional any card, a promo code, then card, wallet or PayPal; or one
 * card of a pack; or nothing at all when the promo covers the whole price.
 */
export function PgcPaymentPage({ collectionGuid }: { collectionGuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useResource(
    (signal) => getUserDetails({ collectionGuid }, signal),
    [collectionGuid],
  );
  const received = useCallback(
    (answer: PaymentAnswer) => {
      const invoice = answer.invoiceNumber ?? answer.message ?? '';
      void navigate(
        `${paymentPath(collectionGuid, 'payment-received')}${invoice ? `?invoice=${encodeURIComponent(invoice)}` : ''}`,
      );
    },
    [collectionGuid, navigate],
  );

  return (
    <div
      className={`organiser-payment payment-page--${state.status === 'ready' ? state.data.market.toLowerCase() : 'loading'}`}
      data-variant={state.status === 'ready' ? state.data.market : undefined}
    >
      <h1>{t('organiserPayment.pgc.heading')}</h1>
      {state.status === 'ready' ? (
        <PgcBody
          collectionGuid={collectionGuid}
          details={state.data}
          onChange={state.setData}
          onPaid={received}
          onQuote={state.retry}
          failed={params.get('payment') === 'failed'}
          refunded={params.get('payment') === 'refunded'}
        />
      ) : (
        <LoadState state={state} />
      )}
    </div>
  );
}

function PgcBody({
  collectionGuid,
  details,
  onChange,
  onPaid,
  onQuote,
  failed,
  refunded,
}: {
  collectionGuid: string;
  details: UserDetails;
  onChange: (d: UserDetails) => void;
  onPaid: (answer: PaymentAnswer) => void;
  onQuote: () => void;
  failed: boolean;
  refunded: boolean;
}) {
  const { t } = useTranslation();
  const title = details.collectionTitle ?? '';
  const fromPack = useZeroCharge(
    useCallback((key: string) => payFromPack(collectionGuid, key), [collectionGuid]),
    onPaid,
  );
  const free = useZeroCharge(
    useCallback((key: string) => processFullDiscount(collectionGuid, key), [collectionGuid]),
    onPaid,
  );

  if (details.isPaid) {
    return (
      <section className="card-panel organiser-success" aria-labelledby="pgc-paid-title">
        <h2 id="pgc-paid-title" className="section-title">
          {t('organiserPayment.pgc.paidHeading')}
        </h2>
        <p>{t('organiserPayment.pgc.paidBody', { title })}</p>
        {refunded ? (
          <p role="status" data-testid="duplicate-refunded">
            {t('organiserPayment.pgc.refundedDuplicate')}
          </p>
        ) : null}
        <div className="organiser-actions">
          <ButtonLink to={`/dashboard/collections/${encodeURIComponent(collectionGuid)}`}>
            {t('organiserPayment.viewCollection')}
          </ButtonLink>
          <ButtonLink variant="secondary" to="/dashboard">
            {t('organiserPayment.backToDashboard')}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const total = details.totalPgcAmount;
  const canUsePack = details.isPackAvailable && details.pack !== null;
  return (
    <div className="payment-layout">
      <aside className="card-panel payment-summary" aria-labelledby="pgc-summary-title">
        <h2 id="pgc-summary-title" className="section-title">
          {title}
        </h2>
        <PgcSummary details={details} />
      </aside>
      <div className="card-panel payment-form">
        <p className="organiser-payment__intro">{t('organiserPayment.pgc.intro', { title })}</p>
        {failed ? (
          <div className="payment-alert" role="alert">
            {t('organiserPayment.pgc.failed')}
          </div>
        ) : null}
        <AnyCardForm collectionGuid={collectionGuid} details={details} onChange={onChange} />
        <PromoCodeForm collectionGuid={collectionGuid} details={details} onChange={onChange} />
        {total === 0 ? (
          <section className="payment-section" aria-labelledby="free-title">
            <h2 id="free-title" className="section-title">
              {t('organiserPayment.free.heading')}
            </h2>
            <ZeroChargeError error={free.error} />
            <Button block busy={free.busy} onClick={() => void free.run()} data-testid="full-discount-button">
              {t('organiserPayment.free.button')}
            </Button>
          </section>
        ) : (
          <>
            {canUsePack && details.pack ? (
              <section className="payment-section" aria-labelledby="pack-use-title">
                <h2 id="pack-use-title" className="section-title">
                  {t('organiserPayment.pack.useHeading')}
                </h2>
                {details.anyCardAmount > 0 ? (
                  <p className="muted">{t('organiserPayment.pack.anyCardNeedsPayment')}</p>
                ) : (
                  <>
                    <p>
                      {t('organiserPayment.pack.useBody', {
                        count: details.pack.cardsRemaining,
                        name: details.pack.name,
                      })}
                    </p>
                    <ZeroChargeError error={fromPack.error} />
                    <Button
                      block
                      busy={fromPack.busy}
                      onClick={() => void fromPack.run()}
                      data-testid="pay-from-pack-button"
                    >
                      {t('organiserPayment.pack.useButton')}
                    </Button>
                  </>
                )}
              </section>
            ) : null}
            <OrganiserPayPanel
              market={details.market}
              purchase={{ kind: 'paid_group_card', collectionGuid }}
              total={total}
              attemptId={`pgc:${collectionGuid}`}
              onPaid={onPaid}
              onQuote={onQuote}
            />
          </>
        )}
      </div>
    </div>
  );
}

function ZeroChargeError({ error }: { error: string | null }) {
  const { t } = useTranslation('shared');
  if (!error) return null;
  return (
    <div className="payment-alert" role="alert">
      <strong>{t('error.title')}: </strong>
      {error}
    </div>
  );
}
