// Stripe.js / Checkout Frames client fields (payments issue).
import { useImperativeHandle, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { StripePaymentElementChangeEvent } from '@stripe/stripe-js';
import type { TokenizedCard } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { usePayerTarget } from '../state/payer-target';
import { CardFieldsError, type HostedCardFieldsHandle } from './hosted-card-fields';
import { PAY_NS } from '../../../lib/pay-namespace';
import { noteStripeState, StripeElementSlot, StripeLoading, type StripeScopeValue } from './stripe-elements-scope';

/**
 * Stripe's Payment Element (the US variant with a Stripe publishable key). Paying turns what was
 * typed into a ConfirmationToken (`ctoken_…`), which the server's Stripe adapter confirms the
 * PaymentIntent with; the token goes to ProcessCheckout as `checkOutToken`.
 * With `payerKnown` (the contributor's step, decision 101) the element asks for the card and what the
 * card's country needs (a US card: the ZIP code) and never the name or email again: those were
 * given on the amount screen and go with the token.
 */
export function StripeCardFields({ scope, ref, payerKnown = false }: { scope: StripeScopeValue; ref?: Ref<HostedCardFieldsHandle>; payerKnown?: boolean }) {
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
        const name = `${payer.firstName.trim()} ${payer.lastName.trim()}`.trim();
        const billing = payerKnown ? { name, email: payer.emailAddress.trim() } : { email: payer.emailAddress.trim() };
        const result = await stripe.createConfirmationToken({ elements, params: { payment_method_data: { billing_details: billing } } });
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
    [scope, target, t, payerKnown],
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
          options={{
            layout: 'tabs',
            wallets: { applePay: 'never', googlePay: 'never' },
            ...(payerKnown ? { fields: { billingDetails: { name: 'never', email: 'never' } } } : {}),
          }}
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
