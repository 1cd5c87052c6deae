import { packPaymentPath, paymentPath } from '@groupgift/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useOrganiserSession } from '../../../../lib/organiser-session';
import {
  useConfirmedOutcome,
  type ConfirmedState,
  type Outcome,
} from '../../../../lib/use-confirmed-outcome';
import { getUserDetails } from '../api/get-user-details';

interface ReceivedProps {
  state: ConfirmedState<unknown>;
  recheck: () => void;
  heading: string;
  body: string;
  /** Where to pay again when the payment did not go through. */
  payAgainTo: string;
  collectionGuid?: string | undefined;
}

/** The received page in the state the server confirmed: paid, still pending, failed, or not known. */
function Received({ state, recheck, heading, body, payAgainTo, collectionGuid }: ReceivedProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invoice = params.get('invoice');

  if (state.status === 'checking') {
    return (
      <Panel heading={t('organiserPayment.confirm.checkingHeading')}>
        <Spinner label={t('organiserPayment.confirm.checking')} />
      </Panel>
    );
  }

  if (state.status === 'paid') {
    return (
      <Panel heading={heading}>
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
      </Panel>
    );
  }

  const text = (
    {
      pending: ['pendingHeading', 'pendingBody'],
      failed: ['failedHeading', 'failedBody'],
      unknown: ['unknownHeading', 'unknownBody'],
    } as const
  )[state.status];
  return (
    <Panel heading={t(`organiserPayment.confirm.${text[0]}`)}>
      <p role={state.status === 'failed' ? 'alert' : 'status'} data-testid="payment-outcome">
        {t(`organiserPayment.confirm.${text[1]}`)}
      </p>
      <div className="organiser-actions">
        {state.status === 'failed' ? (
          <ButtonLink to={payAgainTo}>{t('organiserPayment.confirm.payAgain')}</ButtonLink>
        ) : (
          <Button onClick={recheck}>{t('organiserPayment.confirm.checkAgain')}</Button>
        )}
        <ButtonLink variant="secondary" to="/dashboard">
          {t('organiserPayment.backToDashboard')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="organiser-payment">
      <section className="card-panel organiser-success" aria-labelledby="received-title">
        <h1 id="received-title">{heading}</h1>
        {children}
      </section>
    </div>
  );
}

/**
 * A return URL may say the payment failed (`payment=failed`); otherwise what is not yet paid is
 * pending, since a webhook or reconciliation can still settle it.
 */
function notYetPaid(paymentParam: string | null): Outcome {
  return paymentParam === 'failed' ? 'failed' : 'pending';
}

/** /payment/:id/payment-received — "received" once the server has the card as paid. */
export function PaymentReceivedPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const paymentParam = useSearchParams()[0].get('payment');
  const { state, recheck } = useConfirmedOutcome(
    async (signal) => {
      const details = await getUserDetails({ collectionGuid: id }, signal);
      return { outcome: details.isPaid ? 'paid' : notYetPaid(paymentParam), data: details };
    },
    [id, paymentParam],
  );
  return (
    <Received
      state={state}
      recheck={recheck}
      heading={t('organiserPayment.received.heading')}
      body={t('organiserPayment.received.body')}
      payAgainTo={paymentPath(id)}
      collectionGuid={id}
    />
  );
}

/** /payment/packpayment-received — "received" once the server has a pack with cards for the organiser. */
export function PackPaymentReceivedPage() {
  const { t } = useTranslation();
  const paymentParam = useSearchParams()[0].get('payment');
  const userId = useOrganiserSession().organiser?.guid ?? '';
  const { state, recheck } = useConfirmedOutcome(
    async (signal) => {
      const details = await getUserDetails({ userid: userId }, signal);
      const hasCards = (details.pack?.cardsRemaining ?? 0) > 0;
      return { outcome: hasCards ? 'paid' : notYetPaid(paymentParam), data: details };
    },
    [userId, paymentParam],
  );
  return (
    <Received
      state={state}
      recheck={recheck}
      heading={t('organiserPayment.received.packHeading')}
      body={t('organiserPayment.received.packBody')}
      payAgainTo={packPaymentPath(userId)}
    />
  );
}
