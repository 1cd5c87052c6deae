import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ChosenBrand, Redemption } from '@groupgift/domain';
import { logoSrc } from '../api/get-gift-card-brands';
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
      {card.code ? <CopyField label={t('giftCard.code')} copyLabel={t('giftCard.copyCode')} value={card.code} testId="gift-card-code" /> : null}
      {card.pin ? <CopyField label={t('giftCard.pin')} copyLabel={t('giftCard.copyPin')} value={card.pin} testId="gift-card-pin" /> : null}
      {card.redeemUrl ? (
        <a className="ui-button ui-button--primary" href={card.redeemUrl} target="_blank" rel="noopener noreferrer" data-testid="gift-card-link">
          {t('giftCard.open')}
        </a>
      ) : null}
      {emailed ? <p className="muted small">{t('giftCard.emailed')}</p> : null}
    </div>
  );
}

/** The chosen brand beside the card (issue 33): its logo, where to spend it, how to use it, its terms. */
export function GiftCardBrandNotes({ brand }: { brand: ChosenBrand }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  return (
    <div className="gc-detail" data-testid="gift-card-brand">
      <div className="gc-detail__head">
        <img src={logoSrc(brand.logoUrl)} alt={t('catalogue.logo', { name: brand.name })} width={90} height={60} />
        <h4>{brand.name}</h4>
      </div>
      <dl className="gc-detail__facts">
        <dt>{t('catalogue.howToUse')}</dt>
        <dd data-testid="gift-card-how-to-use">{brand.howToUse}</dd>
        <dt>{t('catalogue.where')}</dt>
        <dd>{brand.whereToSpend}</dd>
        <dt>{t('catalogue.terms')}</dt>
        <dd>{brand.terms}</dd>
      </dl>
    </div>
  );
}
