import { useTranslation } from '../../../lib/i18n';
import type { AccountMarket } from '@groupgift/domain';

const MARKETS: AccountMarket[] = ['US', 'AU'];

/** The organiser's market as two native radio buttons: arrow keys and screen readers work as usual. */
export function MarketField({ value, onChange, error }: { value: string; onChange: (market: AccountMarket) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className="account-market" aria-describedby="market-hint">
      <legend>{t('account.fields.market')}</legend>
      <p id="market-hint" className="account-hint">
        {t('account.fields.marketHint')}
      </p>
      <div className="account-market__options">
        {MARKETS.map((market) => (
          <label key={market} className="account-market__option">
            <input type="radio" name="market" value={market} checked={value === market} onChange={() => onChange(market)} />
            <span>{t(`account.fields.markets.${market}`)}</span>
          </label>
        ))}
      </div>
      {error ? <p className="ui-field__error">{error}</p> : null}
    </fieldset>
  );
}

/** A first guess from the browser's language; the spec's default market is US. */
export function guessMarket(): AccountMarket {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return languages.some((l) => /-AU$/i.test(l)) ? 'AU' : 'US';
}
