import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { ClientConfig } from '../api/get-client-config';
import type { PaymentAddress } from '../state/payment-form-store';
import { PAY_NS } from '../../../lib/pay-namespace';
import { CheckoutFramesFields } from './checkout-frames-fields';
import { HostedCardFields, type HostedCardFieldsHandle } from './hosted-card-fields';
import { StripeAddressFields, StripeCardFields, StripeContactFields } from './stripe-card-fields';
import { useStripeScope } from './stripe-elements-scope';
import type { PaymentFormErrors } from './validate-payment-form';

/**
 * The card fields of the provider the client config names: Stripe's Payment Element (Stripe with a
 * publishable key), Checkout.com Frames (Checkout with a public key), else the sandbox's hosted fields.
 */
export function ProviderCardFields({ config, ref }: { config: ClientConfig; ref?: Ref<HostedCardFieldsHandle> }) {
  const { t } = useTranslation(PAY_NS);
  const stripe = useStripeScope();
  if (stripe) return <StripeCardFields scope={stripe} ref={ref} />;
  if (config.provider === 'checkout' && config.publishableKey) return <CheckoutFramesFields publicKey={config.publishableKey} ref={ref} />;
  if (config.hostedFieldsUrl) return <HostedCardFields hostedFieldsUrl={config.hostedFieldsUrl} ref={ref} />;
  return (
    <p className="payment-alert" role="alert">
      {t('configFailed')}
    </p>
  );
}

type Payer = { firstName: string; lastName: string; emailAddress: string };

/** Payer name and email (prefilled from "Your details"); the US layout leads with the email. */
export function PayerFields({
  title,
  payment,
  errors,
  onChange,
  emailFirst = false,
}: {
  title: string;
  payment: Payer;
  errors: PaymentFormErrors;
  onChange: (patch: Partial<Payer>) => void;
  emailFirst?: boolean;
}) {
  const { t } = useTranslation(PAY_NS);
  // Stripe on (US): the Link Authentication Element takes the email; the names move to the Address Element.
  const stripe = useStripeScope();
  if (emailFirst && stripe && stripe.status !== 'failed') {
    return <StripeContactFields scope={stripe} title={title} email={payment.emailAddress} error={errors.emailAddress} onEmail={(emailAddress) => onChange({ emailAddress })} />;
  }
  const email = (
    <TextField
      name="emailAddress"
      data-field="emailAddress"
      type="email"
      label={t('email')}
      hint={t('emailHint')}
      autoComplete="email"
      inputMode="email"
      value={payment.emailAddress}
      maxLength={254}
      error={errors.emailAddress}
      onChange={(event) => onChange({ emailAddress: event.target.value })}
      required
    />
  );
  return (
    <fieldset className="fieldset payment-section">
      <legend className="section-title">{title}</legend>
      {emailFirst ? email : null}
      <div className="two-columns">
        <TextField
          name="firstName"
          data-field="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          value={payment.firstName}
          maxLength={100}
          error={errors.firstName}
          onChange={(event) => onChange({ firstName: event.target.value })}
          required
        />
        <TextField
          name="lastName"
          data-field="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          value={payment.lastName}
          maxLength={100}
          error={errors.lastName}
          onChange={(event) => onChange({ lastName: event.target.value })}
          required
        />
      </div>
      {emailFirst ? null : email}
    </fieldset>
  );
}

// Each address field's label has the field's own name in the catalogue.
const ADDRESS_FIELDS: { key: keyof PaymentAddress; autoComplete: string; optional?: boolean }[] = [
  { key: 'street', autoComplete: 'address-line1' },
  { key: 'suburb', autoComplete: 'address-level3', optional: true },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', autoComplete: 'address-level1' },
  { key: 'postcode', autoComplete: 'postal-code' },
  { key: 'country', autoComplete: 'country-name' },
];

/** SPEC §3: the payment-details address (street, country, city, suburb, state, postcode). */
export function AddressFields({ address, errors, onChange }: { address: PaymentAddress; errors: PaymentFormErrors; onChange: (patch: Partial<PaymentAddress>) => void }) {
  const { t } = useTranslation(PAY_NS);
  const stripe = useStripeScope();
  if (stripe && stripe.status !== 'failed') {
    return <StripeAddressFields scope={stripe} title={t('addressTitle')} address={address} errors={errors} onAddress={onChange} />;
  }
  return (
    <fieldset className="fieldset payment-section">
      <legend className="section-title">{t('addressTitle')}</legend>
      <div className="address-grid">
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.key}
            name={`address.${field.key}`}
            data-field={`address.${field.key}`}
            className={`address-grid__${field.key}`}
            label={field.optional ? `${t(field.key)} (${t('questionHint').toLowerCase()})` : t(field.key)}
            autoComplete={field.autoComplete}
            value={address[field.key]}
            maxLength={120}
            error={errors[`address.${field.key}`]}
            onChange={(event) => onChange({ [field.key]: event.target.value })}
            required={!field.optional}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** SPEC §4: the collection's question, asked only on sign-only pathways. */
export function ContributionQuestion({ question, value, onChange }: { question: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(PAY_NS);
  return (
    <TextAreaField
      name="contributionQuestionAnswer"
      label={question}
      hint={t('questionHint')}
      value={value}
      maxLength={1000}
      rows={3}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function TermsField({ checked, error, onChange }: { checked: boolean; error?: string | undefined; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation(PAY_NS);
  return (
    <div className={`payment-terms${error ? ' has-error' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          name="termsAccepted"
          data-field="termsAccepted"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'payment-terms-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('termsLabel')}</span>
      </label>
      {error ? (
        <p id="payment-terms-error" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
