import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NOT_REDEEMABLE_TEXT, notRedeemableReasonSchema, type Market, type RedeemMethod, type RedeemRequest, type Redemption } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { ApiError, genericErrorText } from '../../../lib/api-client';
import { money } from '../../../lib/money';
import { redeem, type RedeemParty } from '../api/redeem';
import { AttemptKey, settlesAttempt } from '../attempt-key';
import { checkRedeem, initialValues, serverErrors, withoutChanged, type RedeemErrors, type RedeemValues } from '../form-values';
import { MONEY_OUT_NS } from '../money-out-namespace';
import { RedeemConfirm } from './redeem-confirm';
import { RedeemForm } from './redeem-form';
import { RedemptionResult } from './redemption-result';
import { useFollowRedemption } from './use-follow-redemption';

export interface RedeemFlowProps {
  who: RedeemParty;
  market: Market;
  available: number;
  methods: readonly RedeemMethod[];
  /** The first step's heading: "Withdraw" for the organiser, "Your details" … for the recipient. */
  title: string;
  onFinished: (redemption: Redemption) => void;
  onCancel?: () => void;
}

type Step = 'form' | 'confirm' | 'result';

/** The server's refusal in words: a not-redeemable reason uses the contract's text. */
function problemOf(error: unknown): string {
  if (!(error instanceof ApiError)) return genericErrorText();
  const data = error.data as { error?: { details?: { reason?: unknown } } } | null;
  const reason = notRedeemableReasonSchema.safeParse(data?.error?.details?.reason);
  if (reason.success) return NOT_REDEEMABLE_TEXT[reason.data];
  return error.message || genericErrorText();
}

/**
 * Redeeming in three steps, each announced by focusing its heading: the details, a confirm step with
 * the fee and what arrives, then the result. One idempotency key per confirmed request (AttemptKey).
 */
export function RedeemFlow({ who, market, available, methods, title, onFinished, onCancel }: RedeemFlowProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<RedeemValues>(() => initialValues(available, methods[0] ?? 'gift_card'));
  const [errors, setErrors] = useState<RedeemErrors>({});
  const [request, setRequest] = useState<RedeemRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  const [redemption, setRedemption] = useState<Redemption | null>(null);
  const attempt = useRef(new AttemptKey());
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Focus follows the step; the flow itself opens only when asked (Withdraw, Redeem), so its first
    // heading takes focus too.
    heading.current?.focus();
  }, [step]);
  useFollowRedemption(who, redemption, (next) => {
    setRedemption(next);
    onFinished(next);
  });

  const go = (next: Step) => setStep(next);

  function review() {
    const checked = checkRedeem(values, market, available, t('form.overBalance', { available: money(available, market) }));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      // The first field in error takes focus, so a keyboard user is where the problem is.
      window.setTimeout(() => document.querySelector<HTMLElement>('.money-form [aria-invalid="true"]')?.focus(), 0);
      return;
    }
    attempt.current.reset();
    setRequest(checked.request);
    setProblem(null);
    setCanRetry(false);
    go('confirm');
  }

  async function confirm() {
    // A second click while the first is on its way does nothing; the key would make it harmless anyway.
    if (!request || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await redeem(who, request, attempt.current.current());
      attempt.current.reset();
      setRedemption(answer.redemption);
      onFinished(answer.redemption);
      go('result');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const fields = error instanceof ApiError ? serverErrors(error.fieldErrors) : {};
      if (Object.keys(fields).length > 0) {
        attempt.current.reset();
        setErrors(fields);
        go('form');
      } else if (settlesAttempt(status)) {
        attempt.current.reset();
        setProblem(problemOf(error));
        setCanRetry(false);
      } else {
        // No answer, a timeout or a server fault: the same key again finds the first attempt if it landed.
        setProblem(status === 0 ? null : problemOf(error));
        setCanRetry(true);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function back() {
    attempt.current.reset();
    setProblem(null);
    setCanRetry(false);
    go('form');
  }

  const headingText =
    step === 'form' ? title : step === 'confirm' ? t('confirm.heading') : t(`result.heading_${redemption?.status ?? 'processing'}`);

  return (
    <div className="money-flow" data-testid="redeem-flow" data-step={step}>
      <h3 ref={heading} tabIndex={-1} className="money-flow__heading">
        {headingText}
      </h3>
      {step === 'form' ? (
        <RedeemForm
          market={market}
          available={available}
          methods={methods}
          values={values}
          errors={errors}
          onChange={(next) => {
            setErrors((previous) => withoutChanged(previous, values, next));
            setValues(next);
          }}
          onReview={review}
          onCancel={onCancel}
        />
      ) : null}
      {step === 'confirm' && request ? (
        <RedeemConfirm market={market} request={request} brandName={values.brandName} busy={busy} problem={problem} canRetry={canRetry} onConfirm={() => void confirm()} onBack={back} />
      ) : null}
      {step === 'result' && redemption ? (
        <>
          <RedemptionResult redemption={redemption} market={market} emailed={redemption.method === 'gift_card'} />
          {onCancel ? (
            <div className="money-actions">
              <Button variant="secondary" onClick={onCancel}>
                {t('result.done')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
