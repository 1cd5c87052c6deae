import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  formatMoney as money,
  PAYMENT_METHOD,
  type Market,
  type OrganiserPurchase,
  type PaymentTotals,
} from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

import type { ClientConfig } from '../api/get-client-config';
import type { PaymentAnswer } from '../api/post-payment';
import type { HostedCardFieldsHandle } from '../components/hosted-card-fields';
import { ProviderCardFields } from '../components/payment-fields';
import { MethodPicker } from '../components/method-picker';
import { StripeElementsScope } from '../components/stripe-elements-scope';
import {
  WalletSheet,
  type WalletKind,
  type WalletResult,
  type WalletSheetRequest,
} from '../components/wallet-sheet';
import { usePaymentAttempt, type AttemptInput } from '../hooks/use-payment-attempt';
import { isCardChoice, METHOD_OF, offeredChoices, type MethodChoice } from '../payment-methods';
import { PayerTargetProvider } from '../state/payer-target';
import { getOrganiserClientConfig } from './api/get-organiser-client-config';
import { organiserCheckout } from './api/organiser-checkout';
import { useOrganiserPayer } from './use-organiser-payer';

interface PayPanelProps {
  market: Market;
  purchase: OrganiserPurchase;
  /** The total shown, in cents (the server's figure). */
  total: number;
  /** Names the attempt for its idempotency key (one key per purchase, method and total). */
  attemptId: string;
  onPaid: (answer: PaymentAnswer) => void;
  /** The server priced it differently: the page reloads its figures. */
  onQuote: (total: number) => void;
}

/**
 * The organiser's payment form: the contributor payment's method picker, the provider's card fields
 * (sandbox hosted fields, Stripe's Payment Element or Checkout Frames), wallet sheets and payment
 * attempt (idempotency, 3-D Secure, PayPal), sent to the organiser checkout.
 * Organiser prices include their fees, so the total does not change with the method.
 */
export function OrganiserPayPanel({ market, purchase, total, attemptId, onPaid, onQuote }: PayPanelProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [choice, setChoice] = useState<MethodChoice>('card');
  const [wallet, setWallet] = useState<
    (WalletSheetRequest & { resolve: (result: WalletResult) => void }) | null
  >(null);
  const cardFields = useRef<HostedCardFieldsHandle | null>(null);
  const payer = useOrganiserPayer();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getOrganiserClientConfig(market, controller.signal).then(setConfig, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [market, round]);

  const totalsFor = useCallback(
    (): PaymentTotals => ({ subtotal: total, fee: 0, total, showFees: false }),
    [total],
  );

  const getInput = useCallback(
    (): AttemptInput => ({
      collectionGuid: attemptId,
      choice,
      totalsFor,
      cardFields,
      formatMoney: (cents) => money(cents, market),
      openWallet: (kind: WalletKind, amountCents: number) =>
        new Promise<WalletResult>((resolve) =>
          setWallet({ wallet: kind, amountCents, currency: market === 'AU' ? 'AUD' : 'USD', resolve }),
        ),
      // The server builds the provider's return URLs; these are only for the contributor calls.
      redirectUrls: () => ({ success: window.location.href, fail: window.location.href }),
      send: ({ choice: method, totals, checkOutToken, idempotencyKey }) =>
        organiserCheckout(
          method,
          {
            purchase,
            amount: totals.total,
            paymentMethod: METHOD_OF[method] ?? PAYMENT_METHOD.CREDIT_CARD,
            ...(checkOutToken ? { checkOutToken } : {}),
          },
          idempotencyKey,
        ),
    }),
    [attemptId, choice, market, purchase, totalsFor],
  );

  const attempt = usePaymentAttempt(getInput, {
    onChoiceChange: setChoice,
    onQuote: (quote) => onQuote(quote.total),
    onSuccess: ({ answer }) => onPaid(answer),
    onSuspended: () => undefined,
  });

  if (failed) {
    return (
      <div role="alert" className="payment-alert">
        <p>{t('organiserPayment.loadFailed')}</p>
        <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
          {t('organiserPayment.retry')}
        </Button>
      </div>
    );
  }
  if (!config) return <Spinner label={t('organiserPayment.loading')} />;

  // American Express is its own method in both markets (decision 105).
  const offered = offeredChoices(config);
  const walletUrl = wallet
    ? ((wallet.wallet === 'apple_pay'
        ? config.walletSheetUrls?.applePay
        : config.walletSheetUrls?.googlePay) ??
      config.hostedFieldsUrl ??
      null)
    : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void attempt.pay();
  }

  // The provider's fields write into this payment's own payer, never a contributor's journey; with
  // Stripe on, its Elements group shows the organiser's total.
  return (
    <PayerTargetProvider value={payer}>
      <StripeElementsScope config={config} amountCents={total}>
        <form
          className="organiser-pay"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('organiserPayment.pay.title')}
          aria-busy={attempt.active || undefined}
        >
          <h2 className="section-title" id="organiser-pay-title">
            {t('organiserPayment.pay.title')}
          </h2>
          <MethodPicker
            variant={market}
            options={offered}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              attempt.clearMessages();
            }}
            disabled={attempt.active}
          />
          {isCardChoice(choice) ? <ProviderCardFields config={config} ref={cardFields} /> : null}
          {attempt.error ? (
            <div className="payment-alert" role="alert" data-testid="payment-error">
              <strong>{t('shared:error.title')}: </strong>
              {attempt.error}
            </div>
          ) : null}
          <p className="payment-status" role="status" aria-live="polite">
            {attempt.notice ?? ''}
          </p>
          <Button type="submit" block busy={attempt.active} data-testid="pay-button">
            {choice === 'paypal'
              ? t('organiserPayment.pay.paypal')
              : t('organiserPayment.pay.button', { amount: money(total, market) })}
          </Button>
          {wallet && walletUrl ? (
            <WalletSheet
              sheetUrl={walletUrl}
              request={wallet}
              onResult={(result) => {
                wallet.resolve(result);
                setWallet(null);
              }}
            />
          ) : null}
        </form>
      </StripeElementsScope>
    </PayerTargetProvider>
  );
}
