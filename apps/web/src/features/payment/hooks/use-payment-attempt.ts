import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PAYMENT_METHOD, paymentErrorText, paymentOutcome, payPalDirectSucceeded, type ChallengeRequiredDetails, type PaymentTotals, type RepeatContributionDetails } from '@groupgift/domain';
import { applePayCheckout } from '../api/apple-pay-checkout';
import { googlePayCheckout } from '../api/google-pay-checkout';
import { processCheckout } from '../api/process-checkout';
import { processPayPal } from '../api/process-paypal';
import type { PaymentAnswer, PaymentRequestBody } from '../api/post-payment';
import { attemptFingerprint, attemptKeyFor, finishAttempt } from '../attempt-key';
import { browserNavigation } from '../browser-navigation';
import { CardFieldsError, type HostedCardFieldsHandle } from '../components/hosted-card-fields';
import type { WalletKind, WalletResult } from '../components/wallet-sheet';
import { CHANNEL_OF, METHOD_OF, choiceForScheme, isCardChoice, isWalletChoice, type MethodChoice } from '../payment-methods';
import { classifyPaymentFailure, type Quote } from '../payment-errors';
import { answerOfSucceeded, priorAttempt, type PriorAttempt } from '../prior-attempt';
import { PAY_NS } from '../../../lib/pay-namespace';

export interface AttemptInput {
  collectionGuid: string;
  choice: MethodChoice;
  /** The figures for a method, as the page shows them (the server's quote when it sent one). */
  totalsFor: (choice: MethodChoice) => PaymentTotals;
  /** The request body without method, token and amounts (contributor payments; unused with `send`). */
  baseBody?: () => Omit<PaymentRequestBody, 'contributionAmount' | 'contributionFee' | 'netAmount'>;
  /**
   * Sends the payment another way (organiser purchases): given the method, the figures, the token and
   * the attempt's key, returns the same answer as ProcessCheckout. Without it the contributor calls run.
   */
  send?: (parts: { choice: MethodChoice; totals: PaymentTotals; checkOutToken: string | undefined; idempotencyKey: string }) => Promise<PaymentAnswer>;
  redirectUrls: (choice: MethodChoice) => { success: string; fail: string };
  cardFields: RefObject<HostedCardFieldsHandle | null>;
  openWallet: (wallet: WalletKind, amountCents: number) => Promise<WalletResult>;
  formatMoney: (cents: number) => string;
}

export interface AttemptCallbacks {
  /** The card's brand changed the method (and maybe the fee). */
  onChoiceChange: (choice: MethodChoice) => void;
  onQuote: (quote: Quote) => void;
  onSuccess: (result: { choice: MethodChoice; answer: PaymentAnswer; channel: string }) => void;
  onSuspended: () => void;
}

export interface PaymentAttempt {
  /** SPEC §4: set while a payment is under way; the Pay button is disabled. */
  active: boolean;
  error: string | null;
  notice: string | null;
  pay: () => Promise<void>;
  clearMessages: () => void;
  /** The server asks first: this email chipped in here minutes ago (decision 102). */
  repeat: RepeatContributionDetails | null;
  /** "Chip in again": a new attempt that says the payer has seen the question. */
  confirmRepeat: () => Promise<void>;
  /** "No, I'm done": the question goes away and nothing is paid. */
  dismissRepeat: () => void;
  /** The server asks for the "are you a person?" check before this payment (decision 132). */
  challenge: PaymentChallenge | null;
  /** The check was passed: the same payment again, carrying the check's single-use token. */
  passChallenge: (token: string) => Promise<void>;
}

export type PaymentChallenge = ChallengeRequiredDetails['challenge'] & { message: string };

type AttemptOptions = { confirmRepeat: boolean; challengeToken?: string };

/** How often, and how many times, a reloaded page asks about a prior attempt still being confirmed. */
const PRIOR_CHECK_INTERVAL_MS = 2000;
const PRIOR_CHECKS = 30;

const WALLET_OF: Record<'apple-pay' | 'google-pay', WalletKind> = { 'apple-pay': 'apple_pay', 'google-pay': 'google_pay' };

/**
 * SPEC §4's payment attempt. The active flag is a ref as well as state: a second click in the same
 * tick, before React re-renders the disabled button, must still never start a second payment.
 */
export function usePaymentAttempt(getInput: () => AttemptInput, callbacks: AttemptCallbacks): PaymentAttempt {
  const { t } = useTranslation([PAY_NS, 'shared']);
  const activeRef = useRef(false);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<RepeatContributionDetails | null>(null);
  const [challenge, setChallenge] = useState<PaymentChallenge | null>(null);
  // The retry after the check keeps what the payer already answered (the repeat question).
  const lastOptions = useRef<AttemptOptions>({ confirmRepeat: false });
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  /** Acts on a prior attempt's outcome; true when a new payment may start. */
  const acceptPrior = useCallback((prior: PriorAttempt): boolean => {
    switch (prior.kind) {
      case 'none':
        return true;
      case 'succeeded':
        finishAttempt();
        callbacksRef.current.onSuccess({ choice: prior.choice, answer: answerOfSucceeded(prior.outcome), channel: CHANNEL_OF[prior.choice] });
        return false;
      case 'pending':
        setNotice(t('priorPending'));
        return false;
      case 'unknown':
        setError(t('priorUnknown'));
        return false;
    }
  }, [t]);

  // A page reloaded while an attempt was in flight learns whether that attempt charged, and while it
  // is still being confirmed keeps asking, so the payer is taken on as soon as it succeeds.
  const getInputRef = useRef(getInput);
  getInputRef.current = getInput;
  useEffect(() => {
    const input = getInputRef.current();
    if (input.send) return;
    let live = true;
    void (async () => {
      for (let asked = 0; live && asked < PRIOR_CHECKS; asked += 1) {
        if (asked > 0) await new Promise((resolve) => setTimeout(resolve, PRIOR_CHECK_INTERVAL_MS));
        if (!live || activeRef.current) return;
        const prior = await priorAttempt(input.collectionGuid);
        if (!live || activeRef.current) return;
        if (acceptPrior(prior) || prior.kind === 'succeeded') {
          // Only the words about the prior attempt go; anything a payment since then said stays.
          setNotice((n) => (n === t('priorPending') ? null : n));
          setError((e) => (e === t('priorUnknown') ? null : e));
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [acceptPrior, t]);

  const attempt = useCallback(async (options: AttemptOptions) => {
    const { confirmRepeat, challengeToken } = options;
    if (activeRef.current) return;
    activeRef.current = true;
    lastOptions.current = options;
    setActive(true);
    setError(null);
    setNotice(null);
    setRepeat(null);
    setChallenge(null);
    // Redirects leave the page with the flag still set: nothing may start while the browser moves on.
    let leaving = false;
    const input = getInput();
    let choice = input.choice;
    try {
      let checkOutToken: string | undefined;
      if (isCardChoice(choice)) {
        let card;
        try {
          card = await input.cardFields.current?.tokenize();
        } catch (cause) {
          if (cause instanceof CardFieldsError) {
            setError(cause.message || t('cardCheckFailed'));
            return;
          }
          throw cause;
        }
        if (!card) {
          setError(t('cardCheckFailed'));
          return;
        }
        // A scheme the fields could not name leaves the choice as it is: the server reads the card's
        // brand from the provider and answers with the other method if it must.
        const actual = card.scheme ? choiceForScheme(card.scheme) : choice;
        if (actual !== choice) {
          const shown = input.totalsFor(choice).total;
          const next = input.totalsFor(actual);
          callbacksRef.current.onChoiceChange(actual);
          choice = actual;
          // Never charge a total the person has not seen.
          if (next.total !== shown) {
            setNotice(t('schemeChanged', { card: actual === 'amex' ? t('schemeAmex') : t('schemeNotAmex'), total: input.formatMoney(next.total) }));
            return;
          }
        }
        checkOutToken = card.token;
      }
      const totals = input.totalsFor(choice);
      if (isWalletChoice(choice)) {
        const result = await input.openWallet(WALLET_OF[choice], totals.total);
        if (result.kind === 'cancelled') {
          setNotice(t('walletCancelled'));
          return;
        }
        if (result.kind === 'unavailable') {
          setError(t('walletUnavailable'));
          return;
        }
        checkOutToken = result.walletToken;
      }
      const body = (): PaymentRequestBody => {
        if (!input.baseBody) throw new Error('a contributor payment needs its request body');
        return {
          ...input.baseBody(),
          contributionAmount: totals.total,
          contributionFee: totals.fee,
          netAmount: totals.subtotal,
          paymentMethod: METHOD_OF[choice],
          paymentRedirectUrls: input.redirectUrls(choice),
          ...(checkOutToken ? { checkOutToken } : {}),
          ...(confirmRepeat ? { confirmRepeat: true } : {}),
          ...(challengeToken ? { challengeToken } : {}),
        };
      };
      const fingerprint = attemptFingerprint({ collectionGuid: input.collectionGuid, method: METHOD_OF[choice], total: totals.total });
      // Another method or total would get a new key: first make sure the last attempt did not charge.
      if (!input.send && !acceptPrior(await priorAttempt(input.collectionGuid, fingerprint))) return;
      const key = attemptKeyFor(fingerprint);
      const call = choice === 'paypal' ? processPayPal : choice === 'apple-pay' ? applePayCheckout : choice === 'google-pay' ? googlePayCheckout : processCheckout;
      const answer = input.send ? await input.send({ choice, totals, checkOutToken, idempotencyKey: key }) : await call(body(), key);
      const channel = CHANNEL_OF[choice];

      if (choice === 'paypal') {
        if (payPalDirectSucceeded(answer)) {
          finishAttempt();
          callbacksRef.current.onSuccess({ choice, answer, channel });
          return;
        }
        if (answer.paypalApprovalUrl) {
          finishAttempt();
          leaving = true;
          setNotice(t('paypalRedirecting'));
          browserNavigation.submitForm(answer.paypalApprovalUrl);
          return;
        }
      } else {
        const outcome = paymentOutcome(answer);
        if (outcome === 'success') {
          finishAttempt();
          callbacksRef.current.onSuccess({ choice, answer, channel });
          return;
        }
        if (outcome === 'three-ds' && answer.threeDsredirectUrl) {
          finishAttempt();
          leaving = true;
          setNotice(t('redirecting'));
          browserNavigation.assign(answer.threeDsredirectUrl);
          return;
        }
      }
      // A 200 that is neither success nor a hand-off is a failure with the provider's words.
      finishAttempt();
      console.error(t('shared:error.checkoutFailed'), answer);
      setError(paymentErrorText(answer.message));
    } catch (cause) {
      const failure = classifyPaymentFailure(cause);
      switch (failure.kind) {
        case 'suspended':
          finishAttempt();
          setError(failure.message);
          leaving = true;
          callbacksRef.current.onSuspended();
          break;
        case 'reload':
          finishAttempt();
          leaving = true;
          browserNavigation.reload();
          break;
        case 'repeat':
          // Refused before anything was stored or charged: the answer starts a new attempt.
          finishAttempt();
          setRepeat(failure.earlier);
          break;
        case 'challenge':
          // Refused before anything was stored or charged: passing the check starts a new attempt.
          finishAttempt();
          setChallenge({ ...failure.challenge, message: failure.message });
          break;
        case 'amount-mismatch':
          finishAttempt();
          if (failure.quote) {
            callbacksRef.current.onQuote(failure.quote);
            setNotice(t('amountChanged', { total: input.formatMoney(failure.quote.total) }));
          } else setError(failure.message);
          break;
        case 'card-brand': {
          // Refused before any charge: the card is of the other card method, whose fee differs.
          finishAttempt();
          const actual = failure.method === PAYMENT_METHOD.AMERICAN_EXPRESS ? 'amex' : 'card';
          callbacksRef.current.onChoiceChange(actual);
          setNotice(t('schemeChanged', { card: actual === 'amex' ? t('schemeAmex') : t('schemeNotAmex'), total: input.formatMoney(failure.quote.total) }));
          break;
        }
        case 'unknown-outcome':
          // The charge may have happened: the key stays, so paying again returns the first outcome.
          console.error(t('shared:error.checkoutFailed'), cause);
          setError(failure.message);
          break;
        case 'failed':
          finishAttempt();
          console.error(t('shared:error.checkoutFailed'), cause);
          setError(failure.message);
          break;
      }
    } finally {
      if (!leaving) {
        activeRef.current = false;
        setActive(false);
      }
    }
  }, [getInput, acceptPrior, t]);

  const pay = useCallback(() => attempt({ confirmRepeat: false }), [attempt]);
  const confirmRepeat = useCallback(() => attempt({ confirmRepeat: true }), [attempt]);
  const dismissRepeat = useCallback(() => setRepeat(null), []);
  const passChallenge = useCallback(
    (token: string) => attempt({ confirmRepeat: lastOptions.current.confirmRepeat, challengeToken: token }),
    [attempt],
  );

  const clearMessages = useCallback(() => {
    setError(null);
    setNotice(null);
  }, []);

  return { active, error, notice, pay, clearMessages, repeat, confirmRepeat, dismissRepeat, challenge, passChallenge };
}
