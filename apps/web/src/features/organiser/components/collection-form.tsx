import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  COLLECTION_TEXT_LIMITS,
  DEFAULT_PAYMENT_GATEWAYS,
  MARKETS,
  ORGANISER_SETUP_TYPES,
  setupTypeHasCard,
  setupTypeTakesMoney,
  type OrganiserCollection,
  type OrganiserCollectionRequest,
} from '@groupgift/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { requestKeyToField, toRequest, type CollectionFormValues, type FieldName, type FormErrors } from '../form-values';
import { createSteps, firstByStep, stepOfField, type CreateStep } from '../create-steps';
import { useCollectionForm } from '../hooks/use-collection-form';
import { useSuggestedTitle } from '../hooks/use-suggested-title';
import { CoverDesigner } from './cover-designer';
import { CreateStepHeader, FoldedOptions, MoreDetails } from './create-step-parts';
import { CheckboxField, RadioGroup, SelectField } from './form-controls';
import { ImageField } from './image-field';
import { SuggestedAmountsField } from './suggested-amounts-field';
import { TimeZoneField } from './time-zone-field';

interface Props {
  initial: CollectionFormValues;
  mode: 'create' | 'edit';
  submit: (request: OrganiserCollectionRequest) => Promise<OrganiserCollection>;
  onSaved: (saved: OrganiserCollection) => void;
  cancelTo: string;
  /** Creating in steps (decision 141): the step shown; without it every section is on one page (editing). */
  step?: CreateStep;
  /** Goes to a step: forward by a new address, `back` to the one before (the browser's own back when it was). */
  onStep?: (step: CreateStep, how: 'forward' | 'back' | 'replace') => void;
}

function focusField(field: FieldName) {
  // A field folded away in "More details" is unfolded first.
  document.querySelector(`[name="${field}"], [data-field="${field}"]`)?.closest('details')?.setAttribute('open', '');
  const target =
    document.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`) ??
    document.querySelector<HTMLElement>(`[data-field="${field}"] button`);
  target?.focus();
}

/** The collection form, sectioned: basics, money, card and payments; fields follow the setup type. */
export function CollectionForm({ initial, mode, submit, onSaved, cancelTo, step, onStep }: Props) {
  const { t } = useTranslation(['translation', 'shared']);
  const form = useCollectionForm(initial);
  const { values, errors } = form;
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const takesMoney = setupTypeTakesMoney(values.setupType);
  const hasCard = setupTypeHasCard(values.setupType);
  const locked = mode === 'edit';
  const { t: f } = useTranslation('translation', { keyPrefix: 'organiser.form' });
  const stepped = step !== undefined;
  const steps = createSteps(values.setupType);
  const stepIndex = step ? steps.indexOf(step) : -1;
  const lastStep = !stepped || stepIndex === steps.length - 1;
  /** In steps, a section shows on its own step only; it stays in the page (hidden) so nothing typed is lost. */
  const off = (sectionStep: CreateStep) => stepped && sectionStep !== step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useSuggestedTitle(form, stepped);

  // A step the setup type does not have (the type was changed, or an old address): its nearest one.
  useEffect(() => {
    if (step && onStep && stepIndex < 0) onStep(step === 'money' ? steps[steps.length - 1]! : 'what', 'replace');
  }, [step, stepIndex, steps, onStep]);

  // Every step change opens at the top with the step's heading focused (decision 137 does the same
  // for page changes; a field still focused in the step left behind must not keep the focus).
  // A refused field sends the person to its step with the field focused instead.
  const shownStep = useRef(step);
  const focusOnArrival = useRef<FieldName | null>(null);
  useEffect(() => {
    if (!step || shownStep.current === step) return;
    shownStep.current = step;
    const field = focusOnArrival.current;
    focusOnArrival.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (field) focusField(field);
    else headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // Text and number inputs: value, change, blur and error wired the same way.
  const text = (field: Exclude<keyof CollectionFormValues, 'cover'>) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value as never),
    onBlur: () => form.blur(field),
    error: errors[field],
  });

  /** Shows a field's error on its step: moves there first when it is another, then focuses the field. */
  function showOnItsStep(field: string) {
    const target = stepOfField(field);
    if (stepped && target !== step && onStep) {
      focusOnArrival.current = field as FieldName;
      onStep(target, 'forward');
    } else focusField(field as FieldName);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (stepped && !lastStep) {
      // Next: this step's own errors stop it, shown here; the later steps' are for later.
      const here = (Object.keys(form.allErrors) as FieldName[]).filter((field) => stepOfField(field) === step);
      if (here.length > 0) {
        here.forEach((field) => form.blur(field));
        setFormError(t('shared:validation.fillRequired'));
        focusField(here[0]!);
        return;
      }
      onStep?.(steps[stepIndex + 1]!, 'forward');
      return;
    }
    const found: FormErrors = form.submitAttempt();
    const first = stepped ? firstByStep(Object.keys(found), steps)?.field : Object.keys(found)[0];
    if (first) {
      setFormError(t('shared:validation.fillRequired'));
      showOnItsStep(first);
      return;
    }
    setBusy(true);
    try {
      onSaved(await submit(toRequest(values).request));
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0) {
        form.setServerErrors(caught.fieldErrors);
        setFormError(t('shared:validation.fillRequired'));
        // The server's field names are the request's; the first in step order takes the person to its step.
        const keys = Object.keys(caught.fieldErrors).map(requestKeyToField);
        const key = stepped ? firstByStep(keys, steps)?.field : keys[0];
        if (key) window.setTimeout(() => showOnItsStep(key), 0);
      } else {
        setFormError(caught instanceof Error && caught.message ? caught.message : t('shared:error.generic'));
      }
    } finally {
      setBusy(false);
    }
  }

  const gatewayChoices = DEFAULT_PAYMENT_GATEWAYS[values.market];

  return (
    <form className={`collection-form${stepped ? ' collection-form--steps' : ''}`} onSubmit={onSubmit} noValidate aria-label={mode === 'create' ? f('newHeading') : t('organiser.titles.editCollection')}>
      {step ? <CreateStepHeader ref={headingRef} step={step} steps={steps} /> : null}
      <p className="muted small">{f('intro')}</p>
      {formError ? (
        <div className="notice notice--error" role="alert">
          <p>{formError}</p>
        </div>
      ) : null}

      <section className="card-panel form-section" aria-labelledby="section-basics" data-step="what" hidden={off('what')}>
        <h2 id="section-basics" className={stepped ? 'visually-hidden' : undefined}>{f('sections.basics')}</h2>
        <SelectField
          label={f('setupType')}
          hint={f(`setupTypeHints.${values.setupType}`)}
          name="setupType"
          value={values.setupType}
          disabled={locked}
          options={ORGANISER_SETUP_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(event) => form.set('setupType', event.target.value as CollectionFormValues['setupType'])}
          error={errors.setupType}
        />
        {locked ? <p className="muted small">{f('setupTypeLocked')}</p> : null}
        <div className="two-columns">
          <TextField label={f('recipientName')} autoComplete="off" maxLength={COLLECTION_TEXT_LIMITS.recipientName} required {...text('recipientName')} />
          <TextField label={f('occasion')} hint={f('occasionHint')} maxLength={COLLECTION_TEXT_LIMITS.occasion} {...text('occasion')} />
        </div>
        <TextField label={f('title')} maxLength={COLLECTION_TEXT_LIMITS.title} required {...text('title')} />
        <MoreDetails folded={stepped} closeDate={values.closeDate} market={values.market}>
        <RadioGroup
          legend={f('market')}
          name="market"
          value={values.market}
          disabled={locked}
          options={MARKETS.map((m) => ({ value: m, label: f(`markets.${m}`) }))}
          onChange={(value) => {
            form.set('market', value);
            form.set('paymentGateways', []);
          }}
          error={errors.market}
          className="radio-group--inline"
        />
        <div className="two-columns">
          <TextField label={f('recipientEmail')} hint={f('recipientEmailHint')} type="email" inputMode="email" autoComplete="off" maxLength={254} {...text('recipientEmail')} />
          <TextField label={f('closeDate')} hint={f('closeDateHint')} type="date" required {...text('closeDate')} />
          {locked ? <TimeZoneField {...text('timeZone')} /> : null}
        </div>
        <TextField label={f('subtitle')} hint={f('subtitleHint')} maxLength={COLLECTION_TEXT_LIMITS.subtitle} {...text('subtitle')} />
        <TextAreaField label={f('description')} rows={4} maxLength={COLLECTION_TEXT_LIMITS.description} {...text('description')} />
        <ImageField
          name="imageUrl"
          label={f('image')}
          hint={f('imageHint')}
          uploadLabel={f('uploadImage')}
          removeLabel={f('removeImage')}
          value={values.imageUrl}
          onChange={(url) => form.set('imageUrl', url)}
          error={errors.imageUrl}
        />
        </MoreDetails>
      </section>

      {takesMoney ? (
        <section className="card-panel form-section" aria-labelledby="section-money" data-step="money" hidden={off('money')}>
          <h2 id="section-money" className={stepped ? 'visually-hidden' : undefined}>{f('sections.money')}</h2>
          <TextField label={f('target')} hint={f('targetHint')} prefix="$" inputMode="decimal" {...text('target')} />
          <CheckboxField name="hasExactAmount" label={f('exactAmount')} checked={values.hasExactAmount} onChange={(checked) => form.set('hasExactAmount', checked)} />
          {values.hasExactAmount ? (
            <TextField label={f('exactAmountValue')} prefix="$" inputMode="decimal" required {...text('exactAmount')} />
          ) : (
            <div className="two-columns">
              <TextField label={f('minimum')} prefix="$" inputMode="decimal" required {...text('minimumContribution')} />
              <TextField label={f('maximum')} hint={f('maximumHint')} prefix="$" inputMode="decimal" {...text('maximumContribution')} />
            </div>
          )}
          <FoldedOptions folded={stepped} label={f('steps.moreMoney')} summary={f('steps.moreMoneySummary')}>
          <SuggestedAmountsField form={form} />
          <CheckboxField
            name="zeroContributionAllowed"
            label={f('zeroAllowed')}
            checked={values.zeroContributionAllowed}
            onChange={(checked) => form.set('zeroContributionAllowed', checked)}
          />
          <TextField label={f('question')} hint={f('questionHint')} maxLength={COLLECTION_TEXT_LIMITS.question} {...text('contributionQuestion')} />
          <div className="two-columns">
            <TextField label={f('charityName')} maxLength={COLLECTION_TEXT_LIMITS.charityName} {...text('charityName')} />
            <TextField label={f('charityPercentage')} hint={f('charityHint')} inputMode="decimal" {...text('charityPercentage')} />
          </div>
          </FoldedOptions>
        </section>
      ) : null}

      {hasCard ? (
        <section className="card-panel form-section" aria-labelledby="section-card" data-step="card" hidden={off('card')}>
          <h2 id="section-card" className={stepped ? 'visually-hidden' : undefined}>{f('sections.card')}</h2>
          <CoverDesigner form={form} />
        </section>
      ) : null}

      {takesMoney ? (
        <section className="card-panel form-section" aria-labelledby="section-payments" data-step="money" hidden={off('money')}>
          <h2 id="section-payments">{f('sections.payments')}</h2>
          <FoldedOptions
            folded={stepped}
            label={f('steps.morePayments')}
            summary={f(values.whoPaysFeeOption === 2 ? 'steps.morePaymentsContributors' : 'steps.morePaymentsOrganiser')}
          >
          <RadioGroup
            legend={f('whoPaysFees')}
            name="whoPaysFeeOption"
            value={values.whoPaysFeeOption}
            options={[
              { value: 1 as const, label: f('feesOrganiser') },
              { value: 2 as const, label: f('feesContributor') },
            ]}
            onChange={(value) => form.set('whoPaysFeeOption', value)}
          />
          <fieldset className="radio-group" aria-describedby={errors.paymentGateways ? 'gateways-error' : 'gateways-hint'}>
            <legend className="ui-field__label">{f('gateways')}</legend>
            <p className="ui-field__hint" id="gateways-hint">
              {f('gatewaysHint')}
            </p>
            {gatewayChoices.map((gateway) => (
              <CheckboxField
                key={gateway}
                name="paymentGateways"
                label={f(`gatewayNames.${gateway}`)}
                checked={values.paymentGateways.includes(gateway)}
                onChange={(checked) =>
                  form.set('paymentGateways', checked ? [...values.paymentGateways, gateway] : values.paymentGateways.filter((g) => g !== gateway))
                }
              />
            ))}
            {errors.paymentGateways ? (
              <p className="ui-field__error" id="gateways-error">
                {errors.paymentGateways}
              </p>
            ) : null}
          </fieldset>
          </FoldedOptions>
        </section>
      ) : (
        <section className="card-panel form-section" aria-labelledby="section-question" data-step="card" hidden={off('card')}>
          <h2 id="section-question" className="visually-hidden">
            {f('question')}
          </h2>
          <TextField label={f('question')} hint={f('questionHint')} maxLength={COLLECTION_TEXT_LIMITS.question} {...text('contributionQuestion')} />
        </section>
      )}

      <div className={`actions actions--end collection-form__actions${stepped ? ' collection-form__actions--sticky' : ''}`}>
        {stepped && stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => onStep?.(steps[stepIndex - 1]!, 'back')}>
            {f('steps.back')}
          </Button>
        ) : (
          <ButtonLink to={cancelTo} variant="ghost">
            {f('cancel')}
          </ButtonLink>
        )}
        <Button type="submit" busy={busy}>
          {!lastStep ? f('steps.next', { step: f(`steps.titles.${steps[stepIndex + 1]!}`) }) : mode === 'create' ? f('create') : f('save')}
        </Button>
      </div>
    </form>
  );
}
