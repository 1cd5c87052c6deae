import { useState, type FormEvent } from 'react';
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
import { toRequest, type CollectionFormValues, type FieldName, type FormErrors } from '../form-values';
import { useCollectionForm } from '../hooks/use-collection-form';
import { CoverDesigner } from './cover-designer';
import { CheckboxField, RadioGroup } from './form-controls';
import { ImageField } from './image-field';
import { SuggestedAmountsField } from './suggested-amounts-field';
import { TimeZoneField } from './time-zone-field';

interface Props {
  initial: CollectionFormValues;
  mode: 'create' | 'edit';
  submit: (request: OrganiserCollectionRequest) => Promise<OrganiserCollection>;
  onSaved: (saved: OrganiserCollection) => void;
  cancelTo: string;
}

function focusField(field: FieldName) {
  const target =
    document.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`) ??
    document.querySelector<HTMLElement>(`[data-field="${field}"] button`);
  target?.focus();
}

/** The collection form, sectioned: basics, money, card and payments; fields follow the setup type. */
export function CollectionForm({ initial, mode, submit, onSaved, cancelTo }: Props) {
  const { t } = useTranslation(['translation', 'shared']);
  const form = useCollectionForm(initial);
  const { values, errors } = form;
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const takesMoney = setupTypeTakesMoney(values.setupType);
  const hasCard = setupTypeHasCard(values.setupType);
  const locked = mode === 'edit';
  const { t: f } = useTranslation('translation', { keyPrefix: 'organiser.form' });

  // Text and number inputs: value, change, blur and error wired the same way.
  const text = (field: Exclude<keyof CollectionFormValues, 'cover'>) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value as never),
    onBlur: () => form.blur(field),
    error: errors[field],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const found: FormErrors = form.submitAttempt();
    const first = Object.keys(found)[0] as FieldName | undefined;
    if (first) {
      setFormError(t('shared:validation.fillRequired'));
      focusField(first);
      return;
    }
    setBusy(true);
    try {
      onSaved(await submit(toRequest(values).request));
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0) {
        form.setServerErrors(caught.fieldErrors);
        setFormError(t('shared:validation.fillRequired'));
        const key = Object.keys(caught.fieldErrors)[0];
        if (key) window.setTimeout(() => focusField(key as FieldName), 0);
      } else {
        setFormError(caught instanceof Error && caught.message ? caught.message : t('shared:error.generic'));
      }
    } finally {
      setBusy(false);
    }
  }

  const gatewayChoices = DEFAULT_PAYMENT_GATEWAYS[values.market];

  return (
    <form className="collection-form" onSubmit={onSubmit} noValidate aria-label={mode === 'create' ? f('newHeading') : t('organiser.titles.editCollection')}>
      <p className="muted small">{f('intro')}</p>
      {formError ? (
        <div className="notice notice--error" role="alert">
          <p>{formError}</p>
        </div>
      ) : null}

      <section className="card-panel form-section" aria-labelledby="section-basics">
        <h2 id="section-basics">{f('sections.basics')}</h2>
        <RadioGroup
          legend={f('setupType')}
          name="setupType"
          value={values.setupType}
          disabled={locked}
          options={ORGANISER_SETUP_TYPES.map((type) => ({ value: type, label: type, hint: f(`setupTypeHints.${type}`) }))}
          onChange={(value) => form.set('setupType', value)}
          error={errors.setupType}
          className="radio-group--cards"
        />
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
        {locked ? <p className="muted small">{f('setupTypeLocked')}</p> : null}
        <div className="two-columns">
          <TextField label={f('recipientName')} autoComplete="off" maxLength={COLLECTION_TEXT_LIMITS.recipientName} required {...text('recipientName')} />
          <TextField label={f('recipientEmail')} hint={f('recipientEmailHint')} type="email" inputMode="email" autoComplete="off" maxLength={254} {...text('recipientEmail')} />
        </div>
        <div className="two-columns">
          <TextField label={f('occasion')} hint={f('occasionHint')} maxLength={COLLECTION_TEXT_LIMITS.occasion} {...text('occasion')} />
          <TextField label={f('closeDate')} hint={f('closeDateHint')} type="date" required {...text('closeDate')} />
          {locked ? <TimeZoneField {...text('timeZone')} /> : null}
        </div>
        <TextField label={f('title')} maxLength={COLLECTION_TEXT_LIMITS.title} required {...text('title')} />
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
      </section>

      {takesMoney ? (
        <section className="card-panel form-section" aria-labelledby="section-money">
          <h2 id="section-money">{f('sections.money')}</h2>
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
        </section>
      ) : null}

      {hasCard ? (
        <section className="card-panel form-section" aria-labelledby="section-card">
          <h2 id="section-card">{f('sections.card')}</h2>
          <CoverDesigner form={form} />
        </section>
      ) : null}

      {takesMoney ? (
        <section className="card-panel form-section" aria-labelledby="section-payments">
          <h2 id="section-payments">{f('sections.payments')}</h2>
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
        </section>
      ) : (
        <section className="card-panel form-section" aria-labelledby="section-question">
          <h2 id="section-question" className="visually-hidden">
            {f('question')}
          </h2>
          <TextField label={f('question')} hint={f('questionHint')} maxLength={COLLECTION_TEXT_LIMITS.question} {...text('contributionQuestion')} />
        </section>
      )}

      <div className="actions actions--end collection-form__actions">
        <ButtonLink to={cancelTo} variant="ghost">
          {f('cancel')}
        </ButtonLink>
        <Button type="submit" busy={busy}>
          {mode === 'create' ? f('create') : f('save')}
        </Button>
      </div>
    </form>
  );
}
