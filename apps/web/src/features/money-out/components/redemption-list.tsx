import { useTranslation } from '../../../lib/i18n';
import type { Market, Redemption } from '@groupgift/domain';
import { money } from '../../../lib/money';
import { MONEY_OUT_NS } from '../money-out-namespace';
import { GiftCardCode } from './gift-card-code';

/** The redemptions so far: where to, how much, how each stands (with why, if it failed), a gift card's code. */
export function RedemptionList({ redemptions, market }: { redemptions: readonly Redemption[]; market: Market }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  if (redemptions.length === 0) return null;
  return (
    <div className="money-redemptions">
      <h3>{t('redemptions.heading')}</h3>
      <ul>
        {redemptions.map((item) => (
          <li key={item.guid} data-testid="redemption" data-status={item.status}>
            <span className={`money-badge money-badge--${item.status}`}>{t(`redemptions.status.${item.status}`)}</span>{' '}
            {t('redemptions.line', { destination: item.destination, amount: money(item.amount, market) })}
            {item.failureReason ? <span className="muted small"> — {item.failureReason}</span> : null}
            {item.giftCard ? <GiftCardCode card={item.giftCard} emailed={false} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
