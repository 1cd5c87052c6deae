import { useState, type FormEvent } from 'react';
import { centsToDecimalString, checkContribution, parseMoney, type Collection } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messageText, useTranslation } from '../../../lib/i18n';
import { useJourney } from '../../../lib/journey/use-journey';
import { amountDraftStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { journeyTotals } from '../amounts';
import { money } from '../../../lib/money';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';
import { AmountSummary } from '../../../components/journey/amount-summary';
import { DETAILS_FIELDS, DetailsFields, SavedDetailsOffer, useDetailsForm } from './details-fields';

/** Reads and checks an amount: the catalogue's message, or the amount in cents. */
export function checkAmountText(text: string, collection: Collection): { cents: number } | { error: string } {
  const parsed = parseMoney(text);
  if (!parsed.ok) return { error: messageText(parsed.error) };
  const problem = checkContribution(
    parsed.cents,
    {
      minimumContributionAmount: collection.minimumContributionAmount,
      maxIndividualContributionLimit: collection.maxContributionAmount,
      zeroContributionAllowed: collection.zeroContributionAllowed,
    },
    collection.countryCode,
  );
  return problem ? { error: messageText(problem) } : { cents: parsed.cents };
}

/**
 * How much, with the name and email on the same screen (decision 101): the amount with the min, max
 * and zero rules, fees unless the organiser pays them, then who is chipping in.
 */
export function HowMuchPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const { collection, payment } = journey;
  const details = useDetailsForm();
  const draft = amountDraftStore.use();
  // What was typed wins over the stored amount: a reload shows the text as it was, even half typed.
  const text = draft ?? (payment.contribution !== null ? centsToDecimalString(payment.contribution) : '');
  const [error, setError] = useState<string | undefined>();
  if (!collection) return null;
  const market = collection.countryCode;
  const preview = parseMoney(text);
  const totals = journeyTotals(collection, payment, preview.ok ? preview.cents : 0);
  const max = collection.maxContributionAmount;
  const hint = max > 0
    ? t('howMuch.amountHintMax', { min: money(collection.minimumContributionAmount, market), max: money(max, market) })
    : t('howMuch.amountHint', { min: money(collection.minimumContributionAmount, market) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = checkAmountText(text, collection!);
    const amountError = 'error' in result ? result.error : undefined;
    setError(amountError);
    const found = details.check();
    // Focus goes to the first field in page order that needs attention.
    const first = amountError ? 'amount' : DETAILS_FIELDS.find((field) => found[field]);
    if (first) {
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if ('error' in result) return;
    paymentDetailsStore.patch({ contribution: result.cents, contributions: 1 });
    details.commit();
    void journey.goNext(STEP.howMuch);
  }

  return (
    <div className="step-page">
      <StepHeader step={STEP.howMuch} />
      <h1 className="step-page__heading">{t('howMuch.heading')}</h1>
      <p className="step-page__intro">{t('landing.amountPrivate')}</p>
      <SavedDetailsOffer form={details} />
      <form className="step-form card-panel" onSubmit={onSubmit} noValidate aria-label={t('howMuch.heading')}>
        <TextField
          name="amount"
          label={t('howMuch.amount')}
          hint={collection.zeroContributionAllowed ? `${hint}. ${t('howMuch.amountHintZero')}` : hint}
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={error}
          onChange={(event) => {
            amountDraftStore.set(event.target.value);
            if (error) setError(undefined);
          }}
          onBlur={() => {
            const parsed = parseMoney(text);
            if (parsed.ok) paymentDetailsStore.patch({ contribution: parsed.cents });
          }}
        />
        <AmountSummary totals={totals} market={market} />
        {totals.showFees ? <p className="muted small">{t('howMuch.feesNote')}</p> : null}
        <DetailsFields form={details} />
        <div className="step-form__actions">
          <Button type="submit">{t('buttons.continue')}</Button>
        </div>
      </form>
    </div>
  );
}
