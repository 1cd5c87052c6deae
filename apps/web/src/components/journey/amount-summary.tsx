import { useTranslation } from '../../lib/i18n';
import type { PaymentTotals } from '@groupgift/domain';
import { money } from '../../lib/money';

/** Subtotal, fees (unless the organiser pays them) and total. */
export function AmountSummary({ totals, market, label }: { totals: PaymentTotals; market: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="summary-list" aria-label={label}>
      <div>
        <dt>{t('payment.subtotal')}</dt>
        <dd>{money(totals.subtotal, market)}</dd>
      </div>
      {totals.showFees ? (
        <div>
          <dt>{t('payment.fees')}</dt>
          <dd>{money(totals.fee, market)}</dd>
        </div>
      ) : null}
      <div className="is-total">
        <dt>{t('payment.total')}</dt>
        <dd>{money(totals.total, market)}</dd>
      </div>
    </dl>
  );
}
