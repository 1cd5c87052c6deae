import { useState, type FormEvent } from 'react';
import { centsToDecimalString, checkContribution, landingButtons, parseMoney, suggestedAmountsFor, type Collection } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messageText, useTranslation } from '../../../lib/i18n';
import { useJourney } from '../../../lib/journey/use-journey';
import { amountDraftStore, pathwayStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { pathwayForButton } from '../pathway';
import { journeyTotals } from '../amounts';
import { money } from '../../../lib/money';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';
import { AmountSummary } from '../../../components/journey/amount-summary';
import { DETAILS_FIELDS, DetailsFields, SavedDetailsOffer, useDetailsForm } from './details-fields';
import './how-much-page.css';

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

/** The one-tap amounts (the organiser's, or the market's defaults fitted to the limits; decision 145). */
export function suggestionsFor(collection: Collection): number[] {
  return suggestedAmountsFor({
    market: collection.countryCode,
    limits: { minimumContributionAmount: collection.minimumContributionAmount, maxIndividualContributionLimit: collection.maxContributionAmount },
    organiserAmounts: collection.suggestedAmounts,
    hasExactAmount: collection.hasExactAmount && collection.exactAmount > 0,
  });
}

/**
 * How much, with the name and email on the same screen (decision 101): up to three suggested amounts
 * chosen with one tap, the amount with the organiser's minimum and maximum, signing without paying as
 * its own choice where the collection allows it (decision 145), fees unless the organiser pays them,
 * then who is chipping in.
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
  const min = collection.minimumContributionAmount;
  // The organiser's minimum, never "$0.00": a $0 answer is the separate "sign without chipping in".
  const hint =
    min > 0
      ? max > 0
        ? t('howMuch.amountHintMax', { min: money(min, market), max: money(max, market) })
        : t('howMuch.amountHint', { min: money(min, market) })
      : max > 0
        ? t('howMuch.amountHintOnlyMax', { max: money(max, market) })
        : undefined;
  const suggestions = suggestionsFor(collection);
  const chosen = preview.ok && suggestions.includes(preview.cents) ? preview.cents : null;
  // SPEC §4: signing only where zero is allowed; the same choice as the landing page's Sign only.
  const signOnlyOffered = !payment.topUp && landingButtons(collection).includes('sign-only');

  function choose(cents: number) {
    amountDraftStore.set(centsToDecimalString(cents));
    paymentDetailsStore.patch({ contribution: cents });
    setError(undefined);
  }

  function signWithoutPaying() {
    pathwayStore.patch(pathwayForButton('sign-only', journey.pathway.signOnly));
    amountDraftStore.set(null);
    paymentDetailsStore.patch({ contribution: null });
    void journey.goTo(STEP.sign);
  }

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
        {suggestions.length > 0 ? (
          <fieldset className="amount-choices">
            <legend className="ui-field__label">{t('howMuch.suggested')}</legend>
            <div className="amount-choices__options">
              {suggestions.map((cents) => (
                <label key={cents} className={`amount-choice${chosen === cents ? ' is-checked' : ''}`}>
                  <input type="radio" name="suggestedAmount" value={cents} checked={chosen === cents} onChange={() => choose(cents)} />
                  <span>{money(cents, market)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <TextField
          name="amount"
          label={t('howMuch.amount')}
          hint={hint}
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
        {signOnlyOffered ? (
          <div className="amount-sign-only">
            <p className="muted small">{t('howMuch.signWithoutPayingIntro')}</p>
            <Button type="button" variant="secondary" onClick={signWithoutPaying}>
              {t('howMuch.signWithoutPaying')}
            </Button>
          </div>
        ) : null}
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
