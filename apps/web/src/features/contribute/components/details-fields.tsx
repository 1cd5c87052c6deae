import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { i18n, useTranslation } from '../../../lib/i18n';
import { paymentDetailsStore, savedDetailsStore, type PaymentDetailsState } from '../../../lib/journey/journey-store';
import './details-fields.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DetailsErrors {
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
}

export const DETAILS_FIELDS = ['firstName', 'lastName', 'emailAddress'] as const;

/** Trimmed checks of SPEC §5 with the catalogue's wording. */
export function validateDetails(details: { firstName: string; lastName: string; emailAddress: string }): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!details.firstName.trim()) errors.firstName = i18n.t('shared:validation.required');
  if (!details.lastName.trim()) errors.lastName = i18n.t('shared:validation.required');
  if (!details.emailAddress.trim()) errors.emailAddress = i18n.t('shared:validation.required');
  else if (!EMAIL.test(details.emailAddress.trim())) errors.emailAddress = i18n.t('shared:validation.email');
  return errors;
}

/**
 * The name and email of SPEC's "your details" step, asked on the amount screen (decision 101). Each
 * keystroke is stored, so a reload keeps what was typed; the payment step reads them from there.
 */
export function useDetailsForm() {
  const payment = paymentDetailsStore.use();
  const saved = savedDetailsStore.use();
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [remember, setRemember] = useState(Boolean(saved));

  return {
    payment,
    saved,
    errors,
    remember,
    setRemember,
    update(patch: Partial<Pick<PaymentDetailsState, 'firstName' | 'lastName' | 'emailAddress'>>) {
      paymentDetailsStore.patch(patch);
      if (Object.keys(errors).length) setErrors(validateDetails({ ...paymentDetailsStore.get(), ...patch }));
    },
    /** Shows the errors and returns them; nothing is saved. */
    check(): DetailsErrors {
      const found = validateDetails(paymentDetailsStore.get());
      setErrors(found);
      return found;
    },
    /** Stores the trimmed values, and on this device too when the person asked for it. */
    commit() {
      const current = paymentDetailsStore.get();
      const trimmed = { firstName: current.firstName.trim(), lastName: current.lastName.trim(), emailAddress: current.emailAddress.trim() };
      paymentDetailsStore.patch(trimmed);
      if (remember) savedDetailsStore.set(trimmed);
      else savedDetailsStore.reset();
    },
  };
}

type DetailsForm = ReturnType<typeof useDetailsForm>;

/** The offer to reuse details saved on this device, shown while nothing has been typed. */
export function SavedDetailsOffer({ form }: { form: DetailsForm }) {
  const { t } = useTranslation();
  const { saved, payment } = form;
  if (!saved || payment.firstName || payment.lastName || payment.emailAddress) return null;
  return (
    <section className="notice" aria-labelledby="saved-title">
      <h2 id="saved-title" className="small">
        {t('details.savedTitle')}
      </h2>
      <p>{t('details.savedBody', { name: `${saved.firstName} ${saved.lastName}`, email: saved.emailAddress })}</p>
      <Button variant="secondary" onClick={() => paymentDetailsStore.patch(saved)}>
        {t('buttons.useSavedDetails')}
      </Button>
    </section>
  );
}

/** First name, last name and email, with "save my details". */
export function DetailsFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation();
  const { payment, errors } = form;
  return (
    <fieldset className="fieldset details-fields">
      <legend className="section-title">{t('details.heading')}</legend>
      <p className="muted small details-fields__intro">{t('details.intro')}</p>
      <div className="two-columns">
        <TextField
          name="firstName"
          label={t('details.firstName')}
          autoComplete="given-name"
          value={payment.firstName}
          maxLength={100}
          error={errors.firstName}
          onChange={(event) => form.update({ firstName: event.target.value })}
          required
        />
        <TextField
          name="lastName"
          label={t('details.lastName')}
          autoComplete="family-name"
          value={payment.lastName}
          maxLength={100}
          error={errors.lastName}
          onChange={(event) => form.update({ lastName: event.target.value })}
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
        onChange={(event) => form.update({ emailAddress: event.target.value })}
        required
      />
      <label className="checkbox">
        <input type="checkbox" checked={form.remember} onChange={(event) => form.setRemember(event.target.checked)} />
        <span>{t('buttons.saveMyDetails')}</span>
      </label>
    </fieldset>
  );
}
