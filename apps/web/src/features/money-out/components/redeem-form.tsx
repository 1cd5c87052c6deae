import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PAYPAL_PAYOUT_FEE, parseMoney, type Market, type RedeemMethod } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { money } from '../../../lib/money';
import { amountText, type RedeemErrors, type RedeemValues } from '../form-values';
import { GiftCardPicker } from './gift-card-picker';
import { MONEY_OUT_NS } from '../money-out-namespace';

export interface RedeemFormProps {
  market: Market;
  available: number;
  methods: readonly RedeemMethod[];
  values: RedeemValues;
  errors: RedeemErrors;
  onChange: (next: RedeemValues) => void;
  onReview: () => void;
  onCancel?: () => void;
}

/** Step 1: how, how much and where to (bank AU/US, PayPal, gift card). */
export function RedeemForm({ market, available, methods, values, errors, onChange, onReview, onCancel }: RedeemFormProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const set = <K extends keyof RedeemValues>(key: K, value: RedeemValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReview();
  };
  const parsedAmount = parseMoney(values.amount);
  const amountCents = parsedAmount.ok ? parsedAmount.cents : null;
  const hint = (method: RedeemMethod) =>
    method === 'paypal' ? t('form.methodHints.paypal', { max: money(PAYPAL_PAYOUT_FEE.maxCents, market) }) : t(`form.methodHints.${method}`);

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <fieldset className="money-form__methods">
        <legend>{t('form.method')}</legend>
        {methods.map((method) => (
          <label key={method} className={`money-method${values.method === method ? ' is-chosen' : ''}`}>
            <input type="radio" name="redeem-method" value={method} checked={values.method === method} onChange={() => set('method', method)} />
            <span className="money-method__text">
              <span className="money-method__name">{t(`form.methods.${method}`)}</span>
              <span className="money-method__hint">{hint(method)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <TextField
        label={t('form.amount')}
        hint={t('form.amountHint', { available: money(available, market) })}
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(event) => set('amount', event.target.value)}
        error={errors.amount}
        required
      />

      {values.method === 'bank' ? (
        <div className="money-form__bank">
          <TextField
            label={t('form.holder')}
            autoComplete="name"
            value={values.accountHolderName}
            onChange={(event) => set('accountHolderName', event.target.value)}
            error={errors.accountHolderName}
            required
          />
          {market === 'AU' ? (
            <TextField
              label={t('form.bsb')}
              hint={t('form.bsbHint')}
              inputMode="numeric"
              autoComplete="off"
              value={values.bsb}
              onChange={(event) => set('bsb', event.target.value)}
              error={errors['bank.bsb']}
              required
            />
          ) : (
            <TextField
              label={t('form.routingNumber')}
              hint={t('form.routingHint')}
              inputMode="numeric"
              autoComplete="off"
              value={values.routingNumber}
              onChange={(event) => set('routingNumber', event.target.value)}
              error={errors['bank.routingNumber']}
              required
            />
          )}
          <TextField
            label={t('form.accountNumber')}
            hint={t(`form.accountHint_${market}`)}
            inputMode="numeric"
            autoComplete="off"
            value={values.accountNumber}
            onChange={(event) => set('accountNumber', event.target.value)}
            error={errors['bank.accountNumber']}
            required
          />
          {market === 'US' ? (
            <fieldset className="money-form__inline">
              <legend>{t('form.accountType')}</legend>
              {(['checking', 'savings'] as const).map((type) => (
                <label key={type} className="money-choice">
                  <input type="radio" name="redeem-account-type" checked={values.accountType === type} onChange={() => set('accountType', type)} />
                  {t(`form.${type}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          <p className="muted small">{t('form.bankPrivacy')}</p>
        </div>
      ) : null}

      {values.method === 'paypal' ? (
        <TextField
          label={t('form.paypalEmail')}
          type="email"
          autoComplete="email"
          value={values.paypalEmail}
          onChange={(event) => set('paypalEmail', event.target.value)}
          error={errors.paypalEmail}
          required
        />
      ) : null}

      {values.method === 'gift_card' ? (
        <GiftCardPicker
          market={market}
          amountCents={amountCents}
          available={available}
          chosenId={values.brandId}
          error={errors.brandId}
          onChoose={(brand) => onChange({ ...values, brandId: brand?.id ?? '', brandName: brand?.name ?? '' })}
          onAmount={(cents) => set('amount', amountText(cents))}
        />
      ) : null}

      {values.method === 'gift_card' ? (
        <TextField
          label={t('form.email')}
          hint={t('form.emailHint')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
          required
        />
      ) : null}

      <div className="money-actions">
        <Button type="submit">{t('form.review')}</Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
