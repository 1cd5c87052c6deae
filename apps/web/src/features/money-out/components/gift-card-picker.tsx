import { useEffect, useMemo, useState } from 'react';
import {
  GIFT_CARD_CATEGORY_TEXT,
  giftCardAmountProblem,
  giftCardValueText,
  type GiftCardBrand,
  type GiftCardCategory,
  type Market,
} from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../../../lib/money';
import { getGiftCardBrands, logoSrc } from '../api/get-gift-card-brands';
import { MONEY_OUT_NS } from '../money-out-namespace';

export interface GiftCardPickerProps {
  market: Market;
  /** The amount typed, in cents (null while it is not a number). */
  amountCents: number | null;
  available: number;
  chosenId: string;
  error?: string | undefined;
  onChoose: (brand: GiftCardBrand | null) => void;
  onAmount: (cents: number) => void;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; brands: GiftCardBrand[] };

/**
 * The catalogue (issue 33): a search box, category chips and a grid of brand tiles; a chosen brand
 * opens its detail (where to spend it, how to use it, terms) before the review. A brand that comes in
 * fixed denominations says which amounts it takes and offers them as one tap each.
 */
export function GiftCardPicker({ market, amountCents, available, chosenId, error, onChoose, onAmount }: GiftCardPickerProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<GiftCardCategory | null>(null);
  const format = (cents: number) => money(cents, market);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    getGiftCardBrands(market, controller.signal).then(
      (brands) => setLoaded({ state: 'ready', brands }),
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [market, attempt]);

  const brands = useMemo(() => (loaded.state === 'ready' ? loaded.brands : []), [loaded]);
  const categories = useMemo(() => [...new Set(brands.flatMap((b) => b.categories))], [brands]);
  const words = query.trim().toLowerCase();
  const shown = brands.filter(
    (b) => (!category || b.categories.includes(category)) && (!words || `${b.name} ${b.whereToSpend}`.toLowerCase().includes(words)),
  );
  const chosen = brands.find((b) => b.id === chosenId) ?? null;
  const problem = chosen && amountCents !== null ? giftCardAmountProblem(chosen.value, amountCents, format) : null;

  if (loaded.state === 'loading') return <p className="muted">{t('catalogue.loading')}</p>;
  if (loaded.state === 'failed')
    return (
      <div role="alert" className="money-problem">
        <p>{t('catalogue.failed')}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('catalogue.retry')}
        </Button>
      </div>
    );

  return (
    <section className="gc-picker" aria-labelledby="gc-picker-heading" data-testid="gift-card-picker">
      <h3 id="gc-picker-heading">{t('catalogue.heading')}</h3>
      <label className="gc-picker__search">
        <span className="visually-hidden">{t('catalogue.search')}</span>
        <input
          type="search"
          className="ui-input"
          placeholder={t('catalogue.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="gift-card-search"
        />
      </label>
      <div className="gc-chips" role="group" aria-label={t('catalogue.categories')}>
        <button type="button" className="gc-chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
          {t('catalogue.all')}
        </button>
        {categories.map((c) => (
          <button key={c} type="button" className="gc-chip" aria-pressed={category === c} onClick={() => setCategory(category === c ? null : c)}>
            {GIFT_CARD_CATEGORY_TEXT[c]}
          </button>
        ))}
      </div>
      {shown.length === 0 ? <p className="muted">{t('catalogue.none')}</p> : null}
      <ul className="gc-grid">
        {shown.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className={`gc-tile${b.id === chosenId ? ' is-chosen' : ''}`}
              aria-pressed={b.id === chosenId}
              onClick={() => onChoose(b.id === chosenId ? null : b)}
              data-testid="gift-card-tile"
            >
              <img src={logoSrc(b.logoUrl)} alt="" width={120} height={80} className="gc-tile__logo" loading="lazy" />
              <span className="gc-tile__name">{b.name}</span>
              <span className="gc-tile__value">{giftCardValueText(b.value, format)}</span>
            </button>
          </li>
        ))}
      </ul>
      {error && !chosen ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {chosen ? (
        <div className="gc-detail" data-testid="gift-card-detail" aria-live="polite">
          <div className="gc-detail__head">
            <img src={logoSrc(chosen.logoUrl)} alt={t('catalogue.logo', { name: chosen.name })} width={90} height={60} />
            <div>
              <h4>{chosen.name}</h4>
              <p className="muted small">{giftCardValueText(chosen.value, format)}</p>
            </div>
          </div>
          <dl className="gc-detail__facts">
            <dt>{t('catalogue.where')}</dt>
            <dd>{chosen.whereToSpend}</dd>
            <dt>{t('catalogue.howToUse')}</dt>
            <dd>{chosen.howToUse}</dd>
            <dt>{t('catalogue.terms')}</dt>
            <dd>{chosen.terms}</dd>
          </dl>
          {problem ? (
            <div className="money-problem" role="alert" data-testid="gift-card-amount-problem">
              <p>{problem}</p>
              {chosen.value.kind === 'fixed' ? (
                <div className="money-actions">
                  {chosen.value.denominations
                    .filter((d) => d <= available)
                    .map((d) => (
                      <Button key={d} variant="secondary" onClick={() => onAmount(d)}>
                        {t('catalogue.useAmount', { amount: format(d) })}
                      </Button>
                    ))}
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
