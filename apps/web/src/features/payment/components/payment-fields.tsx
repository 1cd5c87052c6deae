import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { ClientConfig } from '../api/get-client-config';
import type { Market } from '@groupgift/domain';
import { PAY_NS } from '../../../lib/pay-namespace';
import { legalHref } from '../../../lib/legal-links';
import { CheckoutFramesFields } from './checkout-frames-fields';
import { HostedCardFields, type HostedCardFieldsHandle } from './hosted-card-fields';
import { StripeCardFields } from './stripe-card-fields';
import { useStripeScope } from './stripe-elements-scope';
import type { PaymentFormErrors } from './validate-payment-form';

/**
 * The card fields of the provider the client config names: Stripe's Payment Element (Stripe with a
 * publishable key), Checkout.com Frames (Checkout with a public key), else the sandbox's hosted fields.
 */
export function ProviderCardFields({ config, ref, cardholderName }: { config: ClientConfig; ref?: Ref<HostedCardFieldsHandle>; cardholderName?: () => string }) {
  const { t } = useTranslation(PAY_NS);
  const stripe = useStripeScope();
  if (stripe) return <StripeCardFields scope={stripe} ref={ref} payerKnown={Boolean(cardholderName)} />;
  if (config.provider === 'checkout' && config.publishableKey) return <CheckoutFramesFields publicKey={config.publishableKey} ref={ref} />;
  if (config.hostedFieldsUrl) return <HostedCardFields hostedFieldsUrl={config.hostedFieldsUrl} ref={ref} cardholderName={cardholderName} />;
  return (
    <p className="payment-alert" role="alert">
      {t('configFailed')}
    </p>
  );
}

type Payer = { firstName: string; lastName: string; emailAddress: string };

/**
 * Payer name and email. The amount screen asks for them (decision 101): this page shows them only
 * when they are missing, e.g. after opening the payment step's address directly.
 */
export function PayerFields({ title, payment, errors, onChange }: { title: string; payment: Payer; errors: PaymentFormErrors; onChange: (patch: Partial<Payer>) => void }) {
  const { t } = useTranslation(PAY_NS);
  return (
    <fieldset className="fieldset payment-section">
      <legend className="section-title">{title}</legend>
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
    </fieldset>
  );
}

/**
 * The billing postal code, the one address field a card payment asks for (decision 101), worded for
 * the market (ZIP code in the US). Kept in the payment address store so a reload keeps it.
 */
export function PostalCodeField({ market, value, error, onChange }: { market: Market; value: string; error?: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation(PAY_NS);
  return (
    <TextField
      name="address.postcode"
      data-field="address.postcode"
      className="postal-code-field"
      label={t(`postalCode.${market}`)}
      autoComplete="postal-code"
      inputMode={market === 'US' ? 'numeric' : 'text'}
      value={value}
      maxLength={10}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      required
    />
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

/**
 * SPEC's "I accept the terms and conditions", with "terms and conditions" the link to the market's
 * terms (decision 138). It opens in a new tab so the payment in progress stays where it is; a click
 * on the link follows it without ticking the box.
 */
export function TermsField({
  checked,
  error,
  market,
  onChange,
}: {
  checked: boolean;
  error?: string | undefined;
  market?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
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
          aria-describedby={error ? 'payment-terms-error payment-terms-note' : 'payment-terms-note'}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {t('termsLabelLead')}
          <a href={legalHref('terms', market)} target="_blank" rel="noopener">
            {t('termsLabelLink')}
          </a>
        </span>
      </label>
      <p id="payment-terms-note" className="visually-hidden">
        {t('termsNewTab')}
      </p>
      {error ? (
        <p id="payment-terms-error" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
