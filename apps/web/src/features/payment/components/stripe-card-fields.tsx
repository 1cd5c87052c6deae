// Stripe.js / Checkout Frames client fields (payments issue).
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripeAddressElementChangeEvent, StripeLinkAuthenticationElementChangeEvent, StripePaymentElementChangeEvent } from '@stripe/stripe-js';
import type { TokenizedCard } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { usePayerTarget } from '../state/payer-target';
import type { PaymentAddress } from '../state/payment-form-store';
import { CardFieldsError, type HostedCardFieldsHandle } from './hosted-card-fields';
import { PAY_NS } from '../../../lib/pay-namespace';
import { noteStripeState, StripeElementSlot, StripeLoading, type StripeScopeValue } from './stripe-elements-scope';
import type { PaymentFormErrors } from './validate-payment-form';

/** The Link Authentication Element in place of the email field (US layout, SPEC §2). */
export function StripeContactFields({
  scope,
  title,
  email,
  error,
  onEmail,
}: {
  scope: StripeScopeValue;
  title: string;
  email: string;
  error?: string | undefined;
  onEmail: (email: string) => void;
}) {
  const target = usePayerTarget();
  return (
    <fieldset className="fieldset payment-section">
      <legend className="section-title">{title}</legend>
      {/* Focus target for the page's "first error" rule; the element's own input is in Stripe's iframe. */}
      <div data-field="emailAddress" tabIndex={-1} className={`provider-fields${error ? ' has-error' : ''}`} aria-describedby={error ? 'stripe-email-error' : undefined}>
        {scope.status === 'ready' ? (
          <StripeElementSlot
            elements={scope.elements}
            type="linkAuthentication"
            options={{ defaultValues: { email } }}
            onChange={(event: StripeLinkAuthenticationElementChangeEvent) => {
              noteStripeState(target, 'linkAuthentication', { complete: event.complete, email: event.value.email });
              onEmail(event.value.email);
            }}
          />
        ) : (
          <StripeLoading />
        )}
      </div>
      {error ? (
        <p id="stripe-email-error" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const ADDRESS_ERROR_KEYS = ['firstName', 'lastName', 'address.street', 'address.city', 'address.state', 'address.postcode', 'address.country'] as const;

/**
 * The Address Element (billing, split name) in place of the name and address fields: what it holds
 * is copied to the payment details and the address store, which the form's checks and the request
 * body read as before.
 */
export function StripeAddressFields({
  scope,
  title,
  address,
  errors,
  onAddress,
}: {
  scope: StripeScopeValue;
  title: string;
  address: PaymentAddress;
  errors: PaymentFormErrors;
  onAddress: (patch: Partial<PaymentAddress>) => void;
}) {
  const { t } = useTranslation(PAY_NS);
  const target = usePayerTarget();
  const payer = target.payer();
  const hasError = ADDRESS_ERROR_KEYS.some((k) => errors[k]);
  const [defaults] = useState(() => ({
    firstName: payer.firstName,
    lastName: payer.lastName,
    address: { line1: address.street, line2: address.suburb, city: address.city, state: address.state, postal_code: address.postcode, country: 'US' },
  }));
  // One wrapper per key the form's checks may name first, so "focus the first error" finds one.
  const anchored = ADDRESS_ERROR_KEYS.reduceRight<ReactNode>(
    (inner, key) => (
      <div data-field={key} tabIndex={-1} className="provider-fields__anchor">
        {inner}
      </div>
    ),
    scope.status === 'ready' ? (
      <StripeElementSlot
        elements={scope.elements}
        type="address"
        options={{ mode: 'billing', display: { name: 'split' }, defaultValues: defaults }}
        onChange={(event: StripeAddressElementChangeEvent) => {
          const { value } = event;
          noteStripeState(target, 'paymentAddress', { complete: event.complete, value });
          target.patchPayer({ firstName: value.firstName ?? payer.firstName, lastName: value.lastName ?? payer.lastName });
          onAddress({
            street: value.address.line1,
            suburb: value.address.line2 ?? '',
            city: value.address.city,
            state: value.address.state,
            postcode: value.address.postal_code,
            country: value.address.country,
          });
        }}
      />
    ) : (
      <StripeLoading />
    ),
  );
  return (
    <fieldset className={`fieldset payment-section provider-fields${hasError ? ' has-error' : ''}`} aria-describedby={hasError ? 'stripe-address-error' : undefined}>
      <legend className="section-title">{title}</legend>
      {anchored}
      {hasError ? (
        <p id="stripe-address-error" className="ui-field__error">
          {t('provider.addressIncomplete')}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Stripe's Payment Element (the US variant with a Stripe publishable key). Paying turns what was
 * typed into a ConfirmationToken (`ctoken_…`), which the server's Stripe adapter confirms the
 * PaymentIntent with; the token goes to ProcessCheckout as `checkOutToken`.
 */
export function StripeCardFields({ scope, ref }: { scope: StripeScopeValue; ref?: Ref<HostedCardFieldsHandle> }) {
  const { t } = useTranslation(PAY_NS);
  const target = usePayerTarget();

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(): Promise<TokenizedCard> {
        if (scope.status !== 'ready') throw new CardFieldsError({ form: ['not loaded'] }, t('provider.loadFailed'));
        const { stripe, elements } = scope;
        // submit() first (Stripe's rule for deferred intents): it checks every element and shows their errors.
        const submitted = await elements.submit();
        if (submitted.error) throw new CardFieldsError({ card: [submitted.error.message ?? ''] }, submitted.error.message ?? t('provider.cardIncomplete'));
        const payer = target.payer();
        const result = await stripe.createConfirmationToken({
          elements,
          params: { payment_method_data: { billing_details: { email: payer.emailAddress.trim() } } },
        });
        if (result.error) {
          const message = result.error.type === 'validation_error' && result.error.message ? result.error.message : t('provider.sdkError', { message: result.error.message ?? result.error.type });
          throw new CardFieldsError({ card: [message] }, message);
        }
        const token = result.confirmationToken;
        const card = token.payment_method_preview.card;
        // Stripe never shares the BIN; the brand decides the American Express fee (SPEC §9).
        return {
          bin: '',
          card_category: null,
          card_type: card?.funding ?? null,
          expires_on: null,
          expiry_month: card?.exp_month ?? 1,
          expiry_year: card?.exp_year ?? 0,
          issuer_country: card?.country ?? null,
          last4: card?.last4 ?? '',
          preferred_scheme: card?.display_brand ?? null,
          product_id: null,
          product_type: null,
          scheme: card?.brand ?? token.payment_method_preview.type,
          token: token.id,
          type: token.payment_method_preview.type,
        };
      },
    }),
    [scope, target, t],
  );

  if (scope.status === 'failed') {
    return (
      <div className="payment-alert" role="alert" data-testid="card-fields-failed">
        <p>{t('provider.loadFailed')}</p>
        <Button variant="secondary" onClick={scope.retry}>
          {t('provider.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="provider-fields" data-provider="stripe">
      {scope.status === 'ready' ? (
        <StripeElementSlot
          elements={scope.elements}
          type="payment"
          className="provider-fields__stripe"
          options={{ layout: 'tabs', wallets: { applePay: 'never', googlePay: 'never' } }}
          onChange={(event: StripePaymentElementChangeEvent) => {
            noteStripeState(target, 'paymentElement', { complete: event.complete, empty: event.empty, type: event.value.type });
          }}
        />
      ) : (
        <StripeLoading />
      )}
      <p className="provider-fields__note muted small">{t('provider.cardSecure')}</p>
    </div>
  );
}
