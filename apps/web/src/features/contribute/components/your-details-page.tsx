import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { i18n } from '../../../lib/i18n';
import { useJourney } from '../../../lib/journey/use-journey';
import { paymentDetailsStore, savedDetailsStore } from '../../../lib/journey/journey-store';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DetailsErrors {
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
}

/** Trimmed checks of SPEC §5 with the catalogue's wording. */
export function validateDetails(details: { firstName: string; lastName: string; emailAddress: string }): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!details.firstName.trim()) errors.firstName = i18n.t('shared:validation.required');
  if (!details.lastName.trim()) errors.lastName = i18n.t('shared:validation.required');
  if (!details.emailAddress.trim()) errors.emailAddress = i18n.t('shared:validation.required');
  else if (!EMAIL.test(details.emailAddress.trim())) errors.emailAddress = i18n.t('shared:validation.email');
  return errors;
}

export function YourDetailsPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const { payment } = journey;
  const saved = savedDetailsStore.use();
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [remember, setRemember] = useState(Boolean(saved));
  const offerSaved = Boolean(saved) && !payment.firstName && !payment.lastName && !payment.emailAddress;

  function update(patch: Partial<typeof payment>) {
    paymentDetailsStore.patch(patch);
    if (Object.keys(errors).length) setErrors(validateDetails({ ...payment, ...patch }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateDetails(payment);
    setErrors(found);
    const firstInvalid = (['firstName', 'lastName', 'emailAddress'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const trimmed = { firstName: payment.firstName.trim(), lastName: payment.lastName.trim(), emailAddress: payment.emailAddress.trim() };
    paymentDetailsStore.patch(trimmed);
    if (remember) savedDetailsStore.set(trimmed);
    else savedDetailsStore.reset();
    void journey.goNext(STEP.yourDetails);
  }

  return (
    <div className="step-page">
      <StepHeader step={STEP.yourDetails} />
      <h1 className="step-page__heading">{t('details.heading')}</h1>
      <p className="step-page__intro">{t('details.intro')}</p>
      {offerSaved && saved ? (
        <section className="notice" aria-labelledby="saved-title">
          <h2 id="saved-title" className="small">
            {t('details.savedTitle')}
          </h2>
          <p>{t('details.savedBody', { name: `${saved.firstName} ${saved.lastName}`, email: saved.emailAddress })}</p>
          <Button variant="secondary" onClick={() => paymentDetailsStore.patch(saved)}>
            {t('buttons.useSavedDetails')}
          </Button>
        </section>
      ) : null}
      <form className="step-form card-panel" onSubmit={onSubmit} noValidate aria-label={t('details.heading')}>
        <div className="two-columns">
          <TextField
            name="firstName"
            label={t('details.firstName')}
            autoComplete="given-name"
            value={payment.firstName}
            maxLength={100}
            error={errors.firstName}
            onChange={(event) => update({ firstName: event.target.value })}
            required
          />
          <TextField
            name="lastName"
            label={t('details.lastName')}
            autoComplete="family-name"
            value={payment.lastName}
            maxLength={100}
            error={errors.lastName}
            onChange={(event) => update({ lastName: event.target.value })}
            required
          />
        </div>
        <TextField
          name="emailAddress"
          type="email"
          label={t('details.email')}
          autoComplete="email"
          inputMode="email"
          value={payment.emailAddress}
          maxLength={254}
          error={errors.emailAddress}
          onChange={(event) => update({ emailAddress: event.target.value })}
          required
        />
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('buttons.saveMyDetails')}</span>
        </label>
        <div className="step-form__actions">
          <Button type="submit">{t('buttons.continue')}</Button>
        </div>
      </form>
    </div>
  );
}
