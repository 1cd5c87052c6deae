import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NOT_REDEEMABLE_TEXT } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { money } from '../../../lib/money';
import { useResource } from '../../../lib/use-resource';
import { getRecipientRedeem } from '../api/get-recipient-redeem';
import { MONEY_OUT_NS } from '../money-out-namespace';
import { RedeemFlow } from './redeem-flow';
import { RedemptionList } from './redemption-list';
import '../money-out.css';

/**
 * The recipient's Redeem on the delivered card (issue 15): loaded on its own, after the card, so the
 * card's first paint does not wait for it. Shown only when the organiser chose the recipient; any
 * other reason not to redeem is said in the contract's words.
 */
export function RecipientRedeem({ token }: { token: string }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const state = useResource((signal) => getRecipientRedeem(token, signal), [token]);
  const [redeeming, setRedeeming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = state.data;

  if (!data) {
    if (state.status === 'error') {
      // The organiser withdraws this one (or there is nothing to redeem): the card says nothing about it.
      if (state.error && state.error.status < 500) return null;
      return (
        <section className="money-recipient card-panel" aria-labelledby="money-recipient-heading">
          <h2 id="money-recipient-heading">{t('recipient.heading')}</h2>
          <p role="alert">{t('recipient.failed')}</p>
          <Button variant="secondary" onClick={state.retry}>
            {t('recipient.retry')}
          </Button>
        </section>
      );
    }
    return <Spinner label={t('recipient.loading')} />;
  }
  // Another party redeems this gift, or nobody gave money: nothing to offer the recipient here.
  if (data.notRedeemableReason === 'other_redeemer') return null;
  if (data.notRedeemableReason === 'nothing_to_redeem' && data.redemptions.length === 0) return null;

  const open = data.notRedeemableReason === null && data.available > 0;
  return (
    <section className="money-recipient card-panel" aria-labelledby="money-recipient-heading" data-testid="recipient-redeem">
      <h2 id="money-recipient-heading" ref={headingRef} tabIndex={-1}>
        {t('recipient.heading')}
      </h2>
      {redeeming ? (
        <RedeemFlow
          who={{ kind: 'recipient', token }}
          market={data.market}
          available={data.available}
          methods={data.methods}
          title={t('recipient.details')}
          onFinished={() => void state.reload()}
          onCancel={() => {
            setRedeeming(false);
            void state.reload();
            window.setTimeout(() => headingRef.current?.focus(), 0);
          }}
        />
      ) : (
        <>
          {open ? (
            <>
              <p>{t('recipient.intro', { amount: money(data.available, data.market) })}</p>
              <div className="money-actions">
                <Button onClick={() => setRedeeming(true)}>
                  {t('recipient.start', { amount: money(data.available, data.market) })}
                </Button>
              </div>
            </>
          ) : data.notRedeemableReason ? (
            <p className="money-why" data-testid="money-why">
              {NOT_REDEEMABLE_TEXT[data.notRedeemableReason]}
            </p>
          ) : null}
          <RedemptionList redemptions={data.redemptions} market={data.market} />
        </>
      )}
    </section>
  );
}
