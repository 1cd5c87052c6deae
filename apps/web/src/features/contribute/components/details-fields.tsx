import { useEffect, useState } from 'react';
import { PATHWAY } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { i18n, useTranslation } from '../../../lib/i18n';
import { messageDraftStore, pathwayStore, paymentDetailsStore, savedDetailsStore, type PaymentDetailsState } from '../../../lib/journey/journey-store';
import { payerNameFromCard, payerNameSourceStore, splitName } from '../payer-name';
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

  // Sign & chip in asks the name once (issue 30, decision 145): the name signed on the card fills the
  // payer's first and last name, still editable; a name the person typed here is never overwritten.
  useEffect(() => {
    const pathway = pathwayStore.get();
    if (pathway.pathway !== PATHWAY.SIGN_AND_CHIP_IN || pathway.signOnly) return;
    const cardName = messageDraftStore.get().from.trim();
    const fill = payerNameFromCard(cardName, paymentDetailsStore.get(), payerNameSourceStore.get());
    if (fill) paymentDetailsStore.patch(fill);
    const now = paymentDetailsStore.get();
    const split = splitName(cardName);
    if (split.firstName && now.firstName === split.firstName && now.lastName === split.lastName) payerNameSourceStore.set(cardName);
  }, []);

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
  const source = payerNameSourceStore.use();
  // A name filled from the card is not the person's typing: the saved details are still offered.
  const fromCard = source !== null && splitName(source).firstName === payment.firstName && splitName(source).lastName === payment.lastName;
  if (!saved || payment.emailAddress || (!fromCard && (payment.firstName || payment.lastName))) return null;
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
