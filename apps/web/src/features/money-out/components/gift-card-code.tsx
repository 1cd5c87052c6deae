import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Redemption } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { money } from '../../../lib/money';
import { MONEY_OUT_NS } from '../money-out-namespace';
import { useCopy } from '../../../lib/use-copy';

type GiftCard = NonNullable<Redemption['giftCard']>;

/** One secret to copy: a read-only field (selectable by hand too) and its own Copy button. */
function CopyField({ label, copyLabel, value, testId }: { label: string; copyLabel: string; value: string; testId: string }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const id = useId();
  const { state, copy, inputRef } = useCopy(value);
  return (
    <div className="money-copy">
      <label htmlFor={id} className="money-copy__label">
        {label}
      </label>
      <div className="money-copy__row">
        <input ref={inputRef} id={id} className="ui-input money-copy__value" readOnly value={value} data-testid={testId} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      <p className="small money-copy__state" role="status" aria-live="polite">
        {state === 'copied' ? t('giftCard.copied') : state === 'failed' ? t('giftCard.copyFailed') : ''}
      </p>
    </div>
  );
}

/** The issued gift card: code and PIN to copy, its balance, and that it was mailed too. */
export function GiftCardCode({ card, emailed }: { card: GiftCard; emailed: boolean }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const market = card.currency === 'AUD' ? 'AU' : 'US';
  return (
    <div className="money-gift-card" data-testid="gift-card">
      <p className="money-gift-card__balance">{t('giftCard.balance', { amount: money(card.balance, market) })}</p>
      <CopyField label={t('giftCard.code')} copyLabel={t('giftCard.copyCode')} value={card.code} testId="gift-card-code" />
      <CopyField label={t('giftCard.pin')} copyLabel={t('giftCard.copyPin')} value={card.pin} testId="gift-card-pin" />
      {emailed ? <p className="muted small">{t('giftCard.emailed')}</p> : null}
    </div>
  );
}
