import { defaultSuggestedAmounts, MAX_SUGGESTED_AMOUNTS, parseMoney, setupTypeTakesMoney } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../../../lib/money';
import type { CollectionFormState } from '../hooks/use-collection-form';
import './suggested-amounts-field.css';

const cents = (text: string, fallback: number) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.cents : fallback;
};

/**
 * The organiser's one-tap amounts for the how-much screen (issue 30): three optional money inputs in
 * one group. Left empty, contributors see the market's defaults fitted to the minimum and maximum,
 * which the hint names. Not shown where an exact amount is set or no money is taken.
 */
export function SuggestedAmountsField({ form }: { form: CollectionFormState }) {
  const { t: f } = useTranslation('translation', { keyPrefix: 'organiser.form' });
  const { values, errors } = form;
  if (!setupTypeTakesMoney(values.setupType) || values.hasExactAmount) return null;
  const defaults = defaultSuggestedAmounts(values.market, {
    minimumContributionAmount: cents(values.minimumContribution, 0),
    maxIndividualContributionLimit: cents(values.maximumContribution, 0),
  })
    .map((amount) => money(amount, values.market))
    .join(', ');
  const error = errors.suggestedAmounts;
  const slots = Array.from({ length: MAX_SUGGESTED_AMOUNTS }, (_, i) => values.suggestedAmounts[i] ?? '');
  return (
    <fieldset
      className="radio-group suggested-amounts-field"
      data-field="suggestedAmounts"
      aria-describedby={['suggested-amounts-hint', error ? 'suggested-amounts-error' : ''].filter(Boolean).join(' ')}
    >
      <legend className="ui-field__label">{f('suggestedAmounts')}</legend>
      <p className="ui-field__hint" id="suggested-amounts-hint">
        {f('suggestedAmountsHint', { defaults })}
      </p>
      <div className="suggested-amounts-field__inputs">
        {slots.map((text, i) => (
          <div className="ui-field__control has-prefix" key={i}>
            <span className="ui-field__prefix" aria-hidden="true">
              $
            </span>
            <input
              className="ui-input"
              name={i === 0 ? 'suggestedAmounts' : `suggestedAmounts.${i}`}
              aria-label={f('suggestedAmountN', { n: i + 1 })}
              aria-invalid={error ? true : undefined}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => form.set('suggestedAmounts', slots.map((old, j) => (j === i ? event.target.value : old)))}
              onBlur={() => form.blur('suggestedAmounts')}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p className="ui-field__error" id="suggested-amounts-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
