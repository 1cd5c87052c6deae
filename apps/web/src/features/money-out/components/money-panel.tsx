import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NOT_REDEEMABLE_TEXT, MARKET_TIME_ZONE, type Market } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { money } from '../../../lib/money';
import { useResource } from '../../../lib/use-resource';
import { getBalance } from '../api/get-balance';
import { getStatement } from '../api/get-statement';
import { MONEY_OUT_NS } from '../money-out-namespace';
import { AuditList } from './audit-list';
import { BalanceFigures } from './balance-figures';
import { DisputeNotices } from './dispute-notices';
import { PayoutAccountCard } from './payout-account-card';
import { RedeemFlow } from './redeem-flow';
import { RedeemerChoice } from './redeemer-choice';
import { RedemptionList } from './redemption-list';
import { StatementTable } from './statement-table';
import '../money-out.css';

export interface MoneyPanelProps {
  collectionGuid: string;
  market: Market;
  /** The collection's status: closing or delivering opens redeeming, so the figures load again. */
  status: string;
  onNotice: (text: string) => void;
  onError: (text: string) => void;
}

const ALL_METHODS = ['bank', 'paypal', 'gift_card'] as const;

/**
 * The collection's money (issue 15, decision 114): the balance from the ledger, who redeems, the
 * organiser's Withdraw, the redemptions, the statement with its CSV and who did what when.
 */
export function MoneyPanel({ collectionGuid, market, status, onNotice, onError }: MoneyPanelProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const balance = useResource((signal) => getBalance(collectionGuid, signal), [collectionGuid, status], { logInOn401: true });
  const statement = useResource((signal) => getStatement(collectionGuid, signal), [collectionGuid, status], { logInOn401: true });
  const [withdrawing, setWithdrawing] = useState(false);
  const summary = balance.data;

  if (!summary) {
    return (
      <section className="card-panel money-panel" aria-labelledby="money-heading" aria-busy={balance.status === 'loading' || undefined}>
        <h2 id="money-heading">{t('panel.heading')}</h2>
        {balance.status === 'error' ? (
          <div role="alert">
            <p>{t('panel.failed')}</p>
            <Button variant="secondary" onClick={balance.retry}>
              {t('panel.retry')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('panel.loading')} />
        )}
      </section>
    );
  }

  const reloadAll = () => {
    void balance.reload();
    void statement.reload();
  };
  const canWithdraw = summary.redeemer === 'organiser' && summary.notRedeemableReason === null && summary.available > 0;
  const why =
    summary.redeemer === 'recipient'
      ? t('withdraw.recipientChosen')
      : summary.notRedeemableReason && summary.notRedeemableReason !== 'dispute_open'
        ? NOT_REDEEMABLE_TEXT[summary.notRedeemableReason]
        : null;

  return (
    <section className="card-panel money-panel" aria-labelledby="money-heading" data-testid="money-panel">
      <h2 id="money-heading">{t('panel.heading')}</h2>
      <DisputeNotices disputes={summary.disputes} market={market} />
      <div className="money-panel__top">
        <BalanceFigures balance={summary} market={market} />
        <RedeemerChoice
          collectionGuid={collectionGuid}
          balance={summary}
          onChanged={(text) => {
            onNotice(text);
            reloadAll();
          }}
          onError={onError}
        />
      </div>

      {summary.redeemer === 'organiser' ? <PayoutAccountCard collectionGuid={collectionGuid} market={market} onError={onError} /> : null}

      {withdrawing ? (
        <RedeemFlow
          who={{ kind: 'organiser', guid: collectionGuid }}
          market={market}
          available={summary.available}
          methods={ALL_METHODS}
          title={t('withdraw.heading')}
          onFinished={reloadAll}
          onCancel={() => {
            setWithdrawing(false);
            reloadAll();
          }}
        />
      ) : canWithdraw ? (
        <div className="money-actions">
          <Button onClick={() => setWithdrawing(true)}>{t('withdraw.start', { amount: money(summary.available, market) })}</Button>
        </div>
      ) : why ? (
        <p className="money-why" data-testid="money-why">
          {why}
        </p>
      ) : null}

      <RedemptionList redemptions={summary.redemptions} market={market} />
      {statement.data ? (
        <StatementTable collectionGuid={collectionGuid} statement={statement.data} market={market} />
      ) : statement.status === 'error' ? (
        <p role="alert">{t('statement.failed')}</p>
      ) : (
        <Spinner label={t('statement.loading')} />
      )}
      <AuditList audit={summary.audit} timeZone={statement.data?.timeZone ?? MARKET_TIME_ZONE[market]} />
    </section>
  );
}
