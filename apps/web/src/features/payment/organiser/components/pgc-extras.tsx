import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { formatMoney, isAnyCardAmountValid, type UserDetails } from '@groupgift/domain';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { applyPromoCode } from '../api/apply-promo-code';
import { removePromoCode } from '../api/remove-promo-code';
import { updateAnyCard } from '../api/update-any-card';

function messageOf(error: unknown, field: string): string {
  if (error instanceof ApiError)
    return error.fieldErrors[field]?.[0] ?? error.fieldErrors[`body.${field}`]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The price lines of a paid group card, from the server's figures. */
export function PgcSummary({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const m = (cents: number) => formatMoney(cents, details.market);
  return (
    <dl className="summary-list" aria-label={t('organiserPayment.pgc.total')}>
      <div>
        <dt>{t('organiserPayment.pgc.cardPrice')}</dt>
        <dd>{m(details.cardPrice)}</dd>
      </div>
      {details.promoWasApplied && details.discount > 0 ? (
        <div>
          <dt>
            {t('organiserPayment.pgc.discount', {
              code: details.promoCode,
              percent: details.discountPercentage,
            })}
          </dt>
          <dd data-testid="pgc-discount">−{m(details.discount)}</dd>
        </div>
      ) : null}
      {details.anyCardAmount > 0 ? (
        <>
          <div>
            <dt>{t('organiserPayment.pgc.anyCard')}</dt>
            <dd>{m(details.anyCardAmount)}</dd>
          </div>
          <div>
            <dt>{t('organiserPayment.pgc.anyCardFee')}</dt>
            <dd>{m(details.anyCardFee)}</dd>
          </div>
        </>
      ) : null}
      <div className="is-total">
        <dt>{t('organiserPayment.pgc.total')}</dt>
        <dd data-testid="pgc-total">{m(details.totalPgcAmount)}</dd>
      </div>
    </dl>
  );
}

/** The any card amount, in whole dollars, multiples of 5 (SPEC §5); kept as typed when refused. */
export function AnyCardForm({
  collectionGuid,
  details,
  onChange,
}: {
  collectionGuid: string;
  details: UserDetails;
  onChange: (d: UserDetails) => void;
}) {
  const { t } = useTranslation(['translation', 'shared']);
  const [value, setValue] = useState(details.anyCardAmount > 0 ? String(details.anyCardAmount / 100) : '');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const dollars = text === '' ? 0 : Number(text);
    const cents = Math.round(dollars * 100);
    if (!/^\d*$/.test(text) || !isAnyCardAmountValid(cents)) {
      setError(t('shared:validation.multipleOf5'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onChange(await updateAnyCard(collectionGuid, cents));
      setStatus(t('organiserPayment.anyCard.saved'));
    } catch (cause) {
      setError(messageOf(cause, 'anyCardAmount'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="payment-section" onSubmit={submit} noValidate aria-labelledby="any-card-title">
      <h2 className="section-title" id="any-card-title">
        {t('organiserPayment.anyCard.legend')}
      </h2>
      <div className="organiser-inline-form">
        <TextField
          name="anyCardAmount"
          label={t('organiserPayment.anyCard.label')}
          hint={t('organiserPayment.anyCard.hint')}
          prefix="$"
          inputMode="numeric"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setStatus('');
          }}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('organiserPayment.anyCard.save')}
        </Button>
      </div>
      <p className="payment-status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

/** Apply or remove a promo code; the server checks it and says why one is refused. */
export function PromoCodeForm({
  collectionGuid,
  details,
  onChange,
}: {
  collectionGuid: string;
  details: UserDetails;
  onChange: (d: UserDetails) => void;
}) {
  const { t } = useTranslation(['translation', 'shared']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<UserDetails>, done: (d: UserDetails) => string) {
    setBusy(true);
    setError(undefined);
    try {
      const next = await action();
      onChange(next);
      setStatus(done(next));
    } catch (cause) {
      setError(messageOf(cause, 'promoCode'));
    } finally {
      setBusy(false);
    }
  }

  if (details.promoWasApplied) {
    return (
      <section className="payment-section" aria-labelledby="promo-title">
        <h2 className="section-title" id="promo-title">
          {t('organiserPayment.promo.legend')}
        </h2>
        <div className="organiser-applied">
          <p data-testid="promo-applied">
            {t('organiserPayment.promo.applied', {
              code: details.promoCode,
              percent: details.discountPercentage,
            })}
          </p>
          <Button
            variant="ghost"
            busy={busy}
            onClick={() =>
              void run(
                () => removePromoCode(collectionGuid),
                () => t('organiserPayment.promo.removed'),
              )
            }
          >
            {t('organiserPayment.promo.remove')}
          </Button>
        </div>
        {/* Announced once for screen readers; the line above already shows it. */}
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
      </section>
    );
  }

  return (
    <form
      className="payment-section"
      noValidate
      aria-labelledby="promo-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setError(t('shared:validation.required'));
          return;
        }
        void run(
          () => applyPromoCode(collectionGuid, code.trim()),
          (next) =>
            t('organiserPayment.promo.applied', { code: next.promoCode, percent: next.discountPercentage }),
        );
      }}
    >
      <h2 className="section-title" id="promo-title">
        {t('organiserPayment.promo.legend')}
      </h2>
      <div className="organiser-inline-form">
        <TextField
          name="promoCode"
          label={t('organiserPayment.promo.label')}
          autoComplete="off"
          value={code}
          error={error}
          maxLength={40}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('organiserPayment.promo.apply')}
        </Button>
      </div>
      <p className="payment-status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
