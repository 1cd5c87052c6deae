import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paymentVariantForMarket, type Market } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useJourney } from '../../../lib/journey/use-journey';
import { editTokenStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { money } from '../../../lib/money';
import { PAY_NS } from '../../../lib/pay-namespace';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';
import { AmountSummary } from '../../../components/journey/amount-summary';
import type { ClientConfig } from '../api/get-client-config';
import { useClientConfig } from '../hooks/use-client-config';
import { usePaymentAttempt, type AttemptInput } from '../hooks/use-payment-attempt';
import { CHANNEL_OF, choiceOf, isCardChoice, isWalletChoice, METHOD_OF, offeredChoices, type MethodChoice } from '../payment-methods';
import type { Quote } from '../payment-errors';
import { currencyFor, totalsFor } from '../payment-totals';
import { paymentAddressStore } from '../state/payment-form-store';
import type { HostedCardFieldsHandle } from './hosted-card-fields';
import { MethodPicker } from './method-picker';
import { RepeatContributionDialog } from './repeat-contribution-dialog';
import { PaymentChallenge } from './payment-challenge';
import { ContributionQuestion, PayerFields, PostalCodeField, ProviderCardFields, TermsField } from './payment-fields';
import { StripeScope, useStripeScope } from './stripe-elements-scope';
import { payerErrors, validatePaymentForm, type PaymentFormErrors } from './validate-payment-form';
import { WalletSheet, type WalletKind, type WalletResult, type WalletSheetRequest } from './wallet-sheet';
import './payment.css';

/**
 * The payment step (SPEC §2): the AU variant (hosted card fields and the payment dropdown) or the US
 * variant (the Payment Element layout), chosen by the collection's market; any other market is AU.
 * It asks only what the provider needs (decision 101): the name and email come from the amount
 * screen, and a US card adds its ZIP code; there is no billing address.
 */
export function PaymentDetailsPage() {
  const { t } = useTranslation(PAY_NS);
  const journey = useJourney();
  const { collection, payment } = journey;
  const config = useClientConfig(journey.collectionGuid);
  // Read once, on arrival: this visit's own success moves on with its channel, and must not be
  // overtaken by this redirect while that navigation is under way.
  const [paidOnArrival] = useState(() => payment.paymentSuccessful && !journey.isPreview);
  if (!collection) return null;
  // This journey has paid: a reload, a back from another document (after 3-D Secure or PayPal) or
  // a typed address shows the outcome, never a form that would charge again (decision 098).
  if (paidOnArrival) return <Navigate to={journey.path(STEP.paymentSuccessful)} replace />;
  // Without an amount there is nothing to pay yet: go back to the amount step.
  if (payment.contribution === null && !(collection.hasExactAmount && collection.exactAmount > 0)) {
    return <Navigate to={journey.path(STEP.howMuch)} replace />;
  }
  const variant = paymentVariantForMarket(collection.countryCode);
  return (
    <div className={`step-page step-page--wide payment-page payment-page--${variant.toLowerCase()}`} data-variant={variant}>
      <StepHeader step={STEP.paymentDetails} />
      <h1 className="step-page__heading">{t('heading')}</h1>
      {config.status === 'ready' ? (
        <StripeScope config={config.config}>
          <PaymentForm variant={variant} config={config.config} />
        </StripeScope>
      ) : (
        <div className="payment-layout">
          <OrderSummary variant={variant} config={null} choice={choiceOf(payment.paymentMethod)} quote={null} />
          <section className="card-panel payment-form payment-form--status">
            {config.status === 'loading' ? (
              <Spinner label={t('loading')} />
            ) : (
              <div role="alert" className="payment-alert">
                <p>{t('configFailed')}</p>
                <Button variant="secondary" onClick={config.retry}>
                  {t('retry')}
                </Button>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function OrderSummary({ variant, config, choice, quote }: { variant: Market; config: ClientConfig | null; choice: MethodChoice | null; quote: QuoteFor | null }) {
  const { t } = useTranslation(PAY_NS);
  const journey = useJourney();
  const { collection, payment } = journey;
  if (!collection) return null;
  const computed = totalsFor({ collection, payment, feeTable: config?.feeTable, whoPaysFeeOption: config?.whoPaysFeeOption }, choice);
  const totals = quote && quote.choice === choice ? { ...computed, ...quote.quote } : computed;
  const name = `${payment.firstName} ${payment.lastName}`.trim();
  const amountStep = collection.hasExactAmount && collection.exactAmount > 0 ? STEP.howMany : STEP.howMuch;
  return (
    <aside className="card-panel payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="section-title">
        {t('amountTitle')}
      </h2>
      {collection.hasExactAmount && collection.exactAmount > 0 ? (
        <p className="muted">{t('contributions', { count: payment.contributions, amount: money(collection.exactAmount, variant) })}</p>
      ) : null}
      <AmountSummary totals={totals} market={variant} />
      {totals.showFees ? <p className="muted small">{t('feeNote')}</p> : null}
      {name || payment.emailAddress ? (
        <p className="muted small payment-summary__payer">
          {name}
          {payment.emailAddress ? ` · ${payment.emailAddress.trim()}` : ''}{' '}
          <Link to={journey.path(amountStep)} className="payment-summary__change">
            {t('changeDetails')}
          </Link>
        </p>
      ) : null}
    </aside>
  );
}

interface QuoteFor {
  choice: MethodChoice;
  quote: Quote;
}

function PaymentForm({ variant, config }: { variant: Market; config: ClientConfig }) {
  const journey = useJourney();
  const navigate = useNavigate();
  const { collection, payment, pathway, draft } = journey;
  const address = paymentAddressStore.use();
  const stripe = useStripeScope();
  // Asked here only when the amount screen's name and email are missing (an address opened directly).
  const [askPayer, setAskPayer] = useState(() => Object.keys(payerErrors(paymentDetailsStore.get())).length > 0);
  const cardFields = useRef<HostedCardFieldsHandle | null>(null);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [quote, setQuote] = useState<QuoteFor | null>(null);
  const [wallet, setWallet] = useState<(WalletSheetRequest & { resolve: (result: WalletResult) => void }) | null>(null);
  const { t } = useTranslation([PAY_NS, 'translation', 'shared']);
  // The organiser's preview checks the form like the real page but never takes a payment.
  const [previewNotice, setPreviewNotice] = useState(false);
  // American Express is its own method in both markets (decision 105).
  const offered = offeredChoices(config);
  const stored = choiceOf(payment.paymentMethod);
  const storedValid = stored !== null && offered.some((o) => o.value === stored);
  // The Payment Element opens on the card tab; the AU dropdown waits for a choice ("Please select").
  const choice: MethodChoice | null = storedValid ? stored : variant === 'US' ? 'card' : null;
  const showQuestion = journey.isSignOnlyJourney && Boolean(collection?.contributionQuestion);
  // A US card needs its ZIP code; Stripe's Payment Element asks for it itself.
  const askPostalCode = variant === 'US' && isCardChoice(choice) && !stripe;

  const totalsOf = useCallback(
    (c: MethodChoice) => {
      const computed = totalsFor({ collection: collection!, payment: paymentDetailsStore.get(), feeTable: config.feeTable, whoPaysFeeOption: config.whoPaysFeeOption }, c);
      return quote && quote.choice === c ? { ...computed, ...quote.quote } : computed;
    },
    [collection, config.feeTable, config.whoPaysFeeOption, quote],
  );

  const getInput = useCallback((): AttemptInput => {
    const current = paymentDetailsStore.get();
    const origin = window.location.origin;
    return {
      collectionGuid: journey.collectionGuid,
      choice: choice ?? 'card',
      totalsFor: totalsOf,
      cardFields,
      formatMoney: (cents) => money(cents, variant),
      openWallet: (kind: WalletKind, amountCents: number) =>
        new Promise<WalletResult>((resolve) => setWallet({ wallet: kind, amountCents, currency: currencyFor(collection?.countryCode), resolve })),
      redirectUrls: (c) => {
        // SPEC §7: PayPal's success and fail URLs both point at the pathway-complete page. The server
        // chooses where a returning payer lands (payment-successful on success, decision 139).
        if (c === 'paypal') {
          const complete = `${origin}${journey.path(STEP.pathwayComplete, 'channel=paypal')}`;
          return { success: complete, fail: complete };
        }
        const channel = `channel=${CHANNEL_OF[c]}`;
        return { success: `${origin}${journey.path(STEP.paymentSuccessful, channel)}`, fail: `${origin}${journey.path(STEP.paymentFailed, channel)}` };
      },
      baseBody: () => ({
        collectionId: collection!.collectionId,
        // SPEC §5: answer, question, email and names are trimmed before sending.
        collectionAnswer: showQuestion ? current.contributionQuestionAnswer.trim() : '',
        collectionQuestions: showQuestion ? (collection!.contributionQuestion ?? '').trim() : '',
        cqid: collection!.cqid,
        email: current.emailAddress.trim(),
        fName: current.firstName.trim(),
        lName: current.lastName.trim(),
        groupCardId: draft.savedLogId,
        // The receipt's edit link carries the message's edit token (decision 079).
        ...editTokenFor(draft.savedLogId),
        inviteeID: pathway.invitationGuidId ?? collection!.inviteeId ?? null,
        contributions: current.contributions,
        topUp: current.topUp,
        isStoreCardPayment: false,
      }),
    };
  }, [choice, collection, draft.savedLogId, journey, pathway.invitationGuidId, showQuestion, totalsOf, variant]);

  const attempt = usePaymentAttempt(getInput, {
    onChoiceChange: (next) => paymentDetailsStore.patch({ paymentMethod: METHOD_OF[next] }),
    onQuote: (q) => setQuote({ choice: choice ?? 'card', quote: q }),
    onSuccess: ({ choice: paid, answer, channel }) => {
      // SPEC §4: record the success, the invoice or payment id and the date, then continue.
      paymentDetailsStore.patch({
        paymentSuccessful: true,
        paymentId: answer.message,
        invoiceNumber: answer.invoiceNumber ?? answer.message,
        paymentReference: answer.invoiceNumber ?? answer.message,
        paymentDate: new Date().toISOString(),
        paymentMethod: METHOD_OF[paid],
      });
      // One finish for every channel (decision 139): PayPal paid at once lands where a card does.
      void navigate(journey.path(STEP.paymentSuccessful, `channel=${channel}`));
    },
    onSuspended: () => void navigate(journey.path(STEP.collectionSuspended)),
  });

  if (!collection) return null;

  function choose(next: MethodChoice) {
    paymentDetailsStore.patch({ paymentMethod: METHOD_OF[next] });
    attempt.clearMessages();
    if (errors.method) setErrors((e) => ({ ...e, method: undefined }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (attempt.active) return;
    const current = paymentDetailsStore.get();
    const found = validatePaymentForm({
      variant,
      payment: current,
      postalCode: askPostalCode ? paymentAddressStore.get().postcode : null,
      choice,
      total: choice ? totalsOf(choice).total : null,
    });
    setErrors(found);
    if (found.firstName || found.lastName || found.emailAddress) setAskPayer(true);
    const first = Object.keys(found)[0];
    if (first) {
      // The method's wrapper is not a control: focus the dropdown or the checked tab inside it.
      const target = document.querySelector<HTMLElement>(`[data-field="${first}"]`);
      const control = target?.matches('input, textarea') ? target : target?.querySelector<HTMLElement>('[role="combobox"], [aria-checked="true"]');
      (control ?? target)?.focus();
      return;
    }
    paymentDetailsStore.patch({ firstName: current.firstName.trim(), lastName: current.lastName.trim(), emailAddress: current.emailAddress.trim() });
    if (journey.isPreview) {
      setPreviewNotice(true);
      return;
    }
    void attempt.pay();
  }

  function updatePayer(patch: Partial<Pick<typeof payment, 'firstName' | 'lastName' | 'emailAddress' | 'termsAccepted' | 'contributionQuestionAnswer'>>) {
    paymentDetailsStore.patch(patch);
    const keys = Object.keys(patch) as (keyof PaymentFormErrors)[];
    if (keys.some((k) => errors[k])) setErrors((e) => ({ ...e, ...Object.fromEntries(keys.map((k) => [k, undefined])) }));
  }

  function updatePostalCode(postcode: string) {
    paymentAddressStore.patch({ postcode });
    if (errors['address.postcode']) setErrors((e) => ({ ...e, 'address.postcode': undefined }));
  }

  const totals = choice ? totalsOf(choice) : null;
  const payLabel = choice === 'paypal' ? t('payWith', { label: t('translation:channels.paypal') }) : t('pay', { total: money(totals?.total ?? totalsOf('card').total, variant) });
  const hostedFieldsUrl = config.hostedFieldsUrl ?? null;
  const walletSheetUrl = (kind: WalletKind) => (kind === 'apple_pay' ? config.walletSheetUrls?.applePay : config.walletSheetUrls?.googlePay) ?? null;

  return (
    <div className="payment-layout">
      <OrderSummary variant={variant} config={config} choice={choice} quote={quote} />
      <form className="card-panel payment-form" onSubmit={onSubmit} noValidate aria-label={t('heading')} aria-busy={attempt.active || undefined}>
        {askPayer ? <PayerFields title={t('payerTitle')} payment={payment} errors={errors} onChange={updatePayer} /> : null}
        {showQuestion ? (
          <ContributionQuestion question={collection.contributionQuestion ?? ''} value={payment.contributionQuestionAnswer} onChange={(value) => updatePayer({ contributionQuestionAnswer: value })} />
        ) : null}
        <section className="payment-section" aria-labelledby="payment-method-title">
          <h2 id="payment-method-title" className="section-title">
            {t('methodTitle')}
          </h2>
          <MethodPicker variant={variant} options={offered} value={choice} onChange={choose} error={errors.method} disabled={attempt.active} />
          {isCardChoice(choice) ? <ProviderCardFields config={config} ref={cardFields} cardholderName={contributorName} /> : null}
          {askPostalCode ? <PostalCodeField market={variant} value={address.postcode} error={errors['address.postcode']} onChange={updatePostalCode} /> : null}
          {isWalletChoice(choice) ? <p className="muted small">{t('walletHint', { label: choice === 'apple-pay' ? t('translation:channels.applepay') : t('translation:channels.googlepay') })}</p> : null}
          {choice === 'paypal' ? <p className="muted small">{t('paypalHint')}</p> : null}
        </section>
        <TermsField checked={payment.termsAccepted} error={errors.termsAccepted} market={variant} onChange={(checked) => updatePayer({ termsAccepted: checked })} />
        {attempt.error ? (
          <div className="payment-alert" role="alert" data-testid="payment-error">
            <strong>{t('shared:error.title')}: </strong>
            {attempt.error}
          </div>
        ) : null}
        <PaymentChallenge challenge={attempt.challenge} busy={attempt.active} onPassed={(token) => void attempt.passChallenge(token)} />
        <p className="payment-status" role="status" aria-live="polite">
          {previewNotice ? t('translation:preview.payment.notCharged') : (attempt.notice ?? (attempt.active ? t('processing') : ''))}
        </p>
        <div className="step-form__actions">
          {/* Nothing can be paid before a method is chosen: the button says so instead of failing on press. */}
          <Button type="submit" block busy={attempt.active} disabled={choice === null} aria-describedby={choice === null ? PAY_REASON_ID : undefined} data-testid="pay-button">
            {payLabel}
          </Button>
          {choice === null ? (
            <p id={PAY_REASON_ID} className="muted small payment-pay-reason">
              {t('methodFirst')}
            </p>
          ) : null}
        </div>
      </form>
      <RepeatContributionDialog
        earlier={attempt.repeat}
        market={variant}
        busy={attempt.active}
        onAgain={() => void attempt.confirmRepeat()}
        onDone={() => {
          // The earlier contribution stands: this journey ends without paying (decision 102).
          attempt.dismissRepeat();
          void navigate(journey.path(STEP.landing));
        }}
        onClose={attempt.dismissRepeat}
      />
      {wallet && (walletSheetUrl(wallet.wallet) ?? hostedFieldsUrl) ? (
        <WalletSheet
          sheetUrl={walletSheetUrl(wallet.wallet) ?? hostedFieldsUrl ?? ''}
          request={wallet}
          onResult={(result) => {
            wallet.resolve(result);
            setWallet(null);
          }}
        />
      ) : null}
    </div>
  );
}

const PAY_REASON_ID = 'pay-button-reason';

/** The name on the card is the contributor's own, given on the amount screen. */
function contributorName(): string {
  const current = paymentDetailsStore.get();
  return `${current.firstName.trim()} ${current.lastName.trim()}`.trim();
}

function editTokenFor(messageId: number | null | undefined): { editToken?: string } {
  const token = messageId ? editTokenStore.get()[String(messageId)] : undefined;
  return token ? { editToken: token } : {};
}
