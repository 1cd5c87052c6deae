import { useTranslation } from '../../../lib/i18n';
import type { RecipientCard } from '@groupgift/domain';
import { money } from '../../../lib/money';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';

/**
 * The group's gift as one total (never what one person gave) and its charity share. Nothing given (a
 * card-only collection, or nobody chipped in): no section. What the recipient can do with the gift
 * belongs here, beside the total.
 */
export function GiftSection({ card }: { card: RecipientCard }) {
  const { t } = useTranslation(RECIPIENT_NS);
  if (!card.gift || card.gift.total <= 0) return null;
  const { total, charityShare, charityName } = card.gift;
  return (
    <section className="recipient-gift" aria-labelledby="recipient-gift-heading">
      <h2 id="recipient-gift-heading">{t('gift.heading')}</h2>
      <p className="recipient-gift__total" data-testid="gift-total">
        {t('gift.total', { amount: money(total, card.market) })}
      </p>
      {charityShare > 0 ? (
        <p className="recipient-gift__charity">
          {charityName
            ? t('gift.charity', { amount: money(charityShare, card.market), charity: charityName })
            : t('gift.charityUnnamed', { amount: money(charityShare, card.market) })}
        </p>
      ) : null}
    </section>
  );
}
