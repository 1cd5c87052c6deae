import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { choosePocPlan, formatMoney, type UserDetails } from '@groupgift/domain';
import { useOrganiserSession } from '../../../../lib/organiser-session';
import type { PaymentAnswer } from '../../api/post-payment';
import { getUserDetails } from '../api/get-user-details';
import { OrganiserPayPanel } from '../organiser-pay-panel';
import { useResource } from '../../../../lib/use-resource';
import { LoadState } from './load-state';

/**
 * /payment?packpayment=true&userid={id}, or /payment/{userid} — the organiser buys a pack of cards. The plan is the one the
 * `planid` query names, else the first (SPEC §5); the organiser can pick another before paying.
 */
export function PackPaymentPage({ userId: fromPath }: { userId?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useOrganiserSession();
  const userId = fromPath ?? params.get('userid') ?? session.organiser?.guid ?? '';
  const state = useResource((signal) => getUserDetails({ userid: userId }, signal), [userId]);
  return (
    <div className="organiser-payment">
      <h1>{t('organiserPayment.pack.heading')}</h1>
      <p className="organiser-payment__intro">{t('organiserPayment.pack.intro')}</p>
      {params.get('payment') === 'failed' ? (
        <div className="payment-alert" role="alert">
          {t('organiserPayment.pgc.failed')}
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <PackBody details={state.data} planId={params.get('planid')} onQuote={state.retry} />
      ) : (
        <LoadState state={state} />
      )}
    </div>
  );
}

function PackBody({
  details,
  planId,
  onQuote,
}: {
  details: UserDetails;
  planId: string | null;
  onQuote: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(() => choosePocPlan(details.plans, planId)?.id ?? null);
  const plan = details.plans.find((p) => p.id === chosen) ?? null;
  const m = (cents: number) => formatMoney(cents, details.market);
  const onPaid = useCallback(
    (answer: PaymentAnswer) => {
      const invoice = answer.invoiceNumber ?? answer.message ?? '';
      void navigate(
        `/payment/packpayment-received${invoice ? `?invoice=${encodeURIComponent(invoice)}` : ''}`,
      );
    },
    [navigate],
  );
  return (
    <div className="payment-layout">
      <aside className="card-panel payment-summary" aria-labelledby="pack-summary-title">
        <h2 id="pack-summary-title" className="section-title">
          {plan?.planName ?? t('organiserPayment.pack.choose')}
        </h2>
        {plan ? (
          <dl className="summary-list">
            <div>
              <dt>{t('organiserPayment.pack.cards')}</dt>
              <dd>{plan.cardCount}</dd>
            </div>
            <div>
              <dt>{t('organiserPayment.pack.perCard')}</dt>
              <dd>{m(Math.round(plan.price / Math.max(1, plan.cardCount)))}</dd>
            </div>
            <div className="is-total">
              <dt>{t('organiserPayment.pgc.total')}</dt>
              <dd data-testid="pack-total">{m(plan.price)}</dd>
            </div>
          </dl>
        ) : null}
        {details.pack ? (
          <p className="muted small">
            {t('organiserPayment.pack.remaining', { count: details.pack.cardsRemaining })}
          </p>
        ) : null}
      </aside>
      <div className="card-panel payment-form">
        <fieldset className="organiser-plans">
          <legend>{t('organiserPayment.pack.choose')}</legend>
          {details.plans.map((p) => (
            <label key={p.id} className="organiser-plan">
              <input
                type="radio"
                name="planId"
                value={p.id}
                checked={p.id === chosen}
                onChange={() => setChosen(p.id)}
              />
              <span>
                <strong>
                  {t('organiserPayment.pack.option', {
                    name: p.planName,
                    cards: p.cardCount,
                    price: m(p.price),
                  })}
                </strong>
                {p.description ? <span className="muted small">{p.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        {plan ? (
          <OrganiserPayPanel
            market={details.market}
            purchase={{ kind: 'pack', planId: plan.id }}
            total={plan.price}
            attemptId={`pack:${plan.id}`}
            onPaid={onPaid}
            onQuote={onQuote}
          />
        ) : null}
      </div>
    </div>
  );
}
