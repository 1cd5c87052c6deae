import { type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { useJourney } from '../../../lib/journey/use-journey';
import { paymentDetailsStore } from '../../../lib/journey/journey-store';
import { journeyTotals } from '../amounts';
import { money } from '../../../lib/money';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';
import { AmountSummary } from '../../../components/journey/amount-summary';
import { SetCounter } from '../../../components/ui/set-counter';
import { DETAILS_FIELDS, DetailsFields, SavedDetailsOffer, useDetailsForm } from './details-fields';

/**
 * Exact-amount collections: how many contributions (the set counter), exact amount × count, with the
 * name and email on the same screen (decision 101).
 */
export function HowManyPage() {
  const { t } = useTranslation(['translation', 'shared']);
  const journey = useJourney();
  const { collection, payment } = journey;
  const details = useDetailsForm();
  if (!collection) return null;
  const market = collection.countryCode;
  const totals = journeyTotals(collection, payment);
  const invalid = payment.contributions < 1;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    const found = details.check();
    const first = DETAILS_FIELDS.find((field) => found[field]);
    if (first) {
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    paymentDetailsStore.patch({ contribution: totals.subtotal });
    details.commit();
    void journey.goNext(STEP.howMany);
  }

  return (
    <div className="step-page">
      <StepHeader step={STEP.howMany} />
      <h1 className="step-page__heading">{t('howMany.heading')}</h1>
      <p className="step-page__intro">{t('howMany.intro', { amount: money(collection.exactAmount, market) })}</p>
      <SavedDetailsOffer form={details} />
      <form className="step-form card-panel" onSubmit={onSubmit} noValidate aria-label={t('howMany.heading')}>
        <SetCounter
          label={t('howMany.label')}
          value={payment.contributions}
          onChange={(contributions) => paymentDetailsStore.patch({ contributions })}
          describedBy={invalid ? 'how-many-error' : undefined}
        />
        {invalid ? (
          <p id="how-many-error" className="ui-field__error">
            {t('shared:validation.greaterThanOrEqual', { n: 1 })}
          </p>
        ) : null}
        <AmountSummary totals={totals} market={market} label={t('howMany.subtotal')} />
        <DetailsFields form={details} />
        <div className="step-form__actions">
          <Button type="submit" disabled={invalid}>
            {t('buttons.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}
