import { useTranslation } from '../../../lib/i18n';
import type { Market, Redemption } from '@groupgift/domain';
import { money } from '../../../lib/money';
import { MONEY_OUT_NS } from '../money-out-namespace';
import { GiftCardBrandNotes, GiftCardCode } from './gift-card-code';

/** Step 3: what happened, in words the redeemer can act on; the gift card's code and PIN when issued. */
export function RedemptionResult({ redemption, market, emailed }: { redemption: Redemption; market: Market; emailed: boolean }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const values = {
    net: money(redemption.net, market),
    destination: redemption.destination,
    reason: redemption.failureReason ?? t('result.noReason'),
  };
  const giftCard = redemption.method === 'gift_card';
  const text =
    redemption.status === 'paid'
      ? giftCard
        ? redemption.brand
          ? t('result.paidBrandedGiftCard', { ...values, brand: redemption.brand.name })
          : t('result.paidGiftCard', values)
        : t('result.paid', values)
      : t(`result.${redemption.status}`, values);
  return (
    <div className={`money-result money-result--${redemption.status}`} data-testid="redemption-result" data-status={redemption.status}>
      <p>{text}</p>
      {redemption.giftCard ? <GiftCardCode card={redemption.giftCard} emailed={emailed} /> : null}
      {redemption.brand && redemption.status === 'paid' ? <GiftCardBrandNotes brand={redemption.brand} /> : null}
    </div>
  );
}
