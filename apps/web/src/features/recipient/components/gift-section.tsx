import { useTranslation } from '../../../lib/i18n';
import type { RecipientCard } from '@groupgift/domain';
import { money } from '../../../lib/money';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';

/**
 * The group's gift as one total (never what one person gave) and what came off it, as the server's fee
 * breakdown says (decision 143): "Together they gave $25.00 · card fees $0.74 · yours $24.26". Nothing
 * given (a card-only collection, or nobody chipped in): no section. What the recipient can do with the
 * gift belongs here, beside the total.
 */
export function GiftSection({ card }: { card: RecipientCard }) {
  const { t } = useTranslation(RECIPIENT_NS);
  if (!card.gift || card.gift.total <= 0) return null;
  const { total, fees, charityShare, charityName, disputed, yours } = card.gift;
  const format = (cents: number) => money(cents, card.market);
  const parts = [t('gift.total', { amount: format(total) })];
  if (fees > 0) parts.push(t('gift.fees', { amount: format(fees) }));
  if (charityShare > 0) {
    parts.push(
      charityName
        ? t('gift.charity', { amount: format(charityShare), charity: charityName })
        : t('gift.charityUnnamed', { amount: format(charityShare) }),
    );
  }
  if (disputed > 0) parts.push(t('gift.disputed', { amount: format(disputed) }));
  // Something came off the total: say what is left, to the recipient as theirs.
  if (yours !== total) {
    parts.push(
      card.isRecipient || !card.recipientName
        ? t('gift.yours', { amount: format(yours) })
        : t('gift.theirs', { name: card.recipientName, amount: format(yours) }),
    );
  }
  // The total on its own line, what came off it under it: one sentence for the reader either way.
  const [given, ...less] = parts;
  return (
    <section className="recipient-gift" aria-labelledby="recipient-gift-heading">
      <h2 id="recipient-gift-heading">{t('gift.heading')}</h2>
      <p className="recipient-gift__total" data-testid="gift-total">
        <span className="recipient-gift__given">{given}</span>
        {less.length > 0 ? (
          <span className="recipient-gift__less">
            {less.map((part) => (
              <span key={part}>
                {/* A no-break space before the dot: a wrapped line ends with it, never starts with it. */}
                <span className="recipient-gift__sep">{'\u00a0· '}</span>
                <span className="recipient-gift__part">{part}</span>
              </span>
            ))}
          </span>
        ) : null}
      </p>
    </section>
  );
}
