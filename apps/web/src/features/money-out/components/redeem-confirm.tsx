import { useTranslation } from '../../../lib/i18n';
import type { Market, RedeemRequest } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { money } from '../../../lib/money';
import { MONEY_OUT_NS } from '../money-out-namespace';

export interface RedeemConfirmProps {
  market: Market;
  request: RedeemRequest;
  /** The chosen gift card's brand, by name. */
  brandName?: string;
  busy: boolean;
  /** The server refused (not redeemable, over the balance …): said here, in its words. */
  problem: string | null;
  /** The connection dropped or the server failed: trying again reuses the attempt's key. */
  canRetry: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** Where the money goes, in words, without the full bank number. */
function destinationOf(request: RedeemRequest, giftCard: string): string {
  if (request.method === 'paypal') return request.paypalEmail;
  if (request.method === 'gift_card') return `${giftCard} · ${request.email}`;
  const last4 = request.bank.accountNumber.replace(/\D/g, '').slice(-4);
  return `${request.accountHolderName} · ••••${last4}`;
}

/** Step 2: the amount, the fee and what arrives, before anything moves. */
export function RedeemConfirm({ market, request, brandName, busy, problem, canRetry, onConfirm, onBack }: RedeemConfirmProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const net = request.amount - request.fee;
  return (
    <div className="money-confirm">
      <dl className="money-confirm__lines">
        <div>
          <dt>{t('confirm.method')}</dt>
          <dd>{t(`form.methods.${request.method}`)}</dd>
        </div>
        <div>
          <dt>{t('confirm.to')}</dt>
          <dd data-testid="redeem-destination">{destinationOf(request, brandName ? `${t('form.methods.gift_card')}: ${brandName}` : t('form.methods.gift_card'))}</dd>
        </div>
        <div>
          <dt>{t('confirm.amount')}</dt>
          <dd>{money(request.amount, market)}</dd>
        </div>
        <div>
          <dt>{t('confirm.fee')}</dt>
          <dd data-testid="redeem-fee">{request.fee > 0 ? `−${money(request.fee, market)}` : t('confirm.noFee')}</dd>
        </div>
        <div className="money-confirm__net">
          <dt>{t('confirm.net')}</dt>
          <dd data-testid="redeem-net">{money(net, market)}</dd>
        </div>
      </dl>
      <div role="alert" className="money-problem">
        {problem ? <p>{problem}</p> : null}
        {canRetry ? <p>{t('confirm.retryNote')}</p> : null}
      </div>
      <div className="money-actions">
        <Button onClick={onConfirm} busy={busy}>
          {canRetry ? t('confirm.retry') : t('confirm.confirm', { amount: money(request.amount, market) })}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('confirm.back')}
        </Button>
      </div>
    </div>
  );
}
