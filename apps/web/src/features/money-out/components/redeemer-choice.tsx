import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { BalanceSummary, Redeemer } from '@groupgift/domain';
import { ApiError, genericErrorText } from '../../../lib/api-client';
import { setRedeemer } from '../api/set-redeemer';
import { MONEY_OUT_NS } from '../money-out-namespace';

export interface RedeemerChoiceProps {
  collectionGuid: string;
  balance: BalanceSummary;
  /** Saved: the panel loads the figures again and announces the text. */
  onChanged: (text: string) => void;
  onError: (text: string) => void;
}

/**
 * Who redeems: the organiser withdraws, or the recipient redeems from the delivered card. Saved as soon
 * as it is chosen; fixed once any redemption exists (the server refuses a change then, too).
 */
export function RedeemerChoice({ collectionGuid, balance, onChanged, onError }: RedeemerChoiceProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const [saving, setSaving] = useState(false);
  // The choice shows at once; it stays until the reloaded figures say the same, or the save fails.
  const [chosen, setChosen] = useState<Redeemer | null>(null);
  const locked = balance.redemptions.length > 0;
  const disabled = locked || saving;
  const current = chosen ?? balance.redeemer;
  useEffect(() => {
    if (chosen === balance.redeemer) setChosen(null);
  }, [chosen, balance.redeemer]);

  async function choose(redeemer: Redeemer) {
    if (redeemer === current || disabled) return;
    setChosen(redeemer);
    setSaving(true);
    try {
      await setRedeemer(collectionGuid, redeemer);
      onChanged(t(`redeemer.saved_${redeemer}`));
    } catch (error) {
      setChosen(null);
      onError(error instanceof ApiError && error.message ? error.message : genericErrorText());
    } finally {
      setSaving(false);
    }
  }

  const options = [
    { value: 'organiser' as const, label: t('redeemer.organiser'), hint: t('redeemer.organiserHint') },
    {
      value: 'recipient' as const,
      label: t('redeemer.recipient'),
      hint: t('redeemer.recipientHint'),
    },
  ];
  return (
    <fieldset className="money-redeemer" disabled={disabled} aria-busy={saving || undefined} aria-describedby={locked ? 'money-redeemer-locked' : undefined}>
      <legend>{t('redeemer.legend')}</legend>
      {options.map((option) => (
        <label key={option.value} className={`money-method${current === option.value ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name="money-redeemer"
            value={option.value}
            checked={current === option.value}
            onChange={() => void choose(option.value)}
            aria-describedby={`money-redeemer-${option.value}-hint`}
          />
          <span className="money-method__text">
            <span className="money-method__name">{option.label}</span>
            <span className="money-method__hint" id={`money-redeemer-${option.value}-hint`}>
              {option.hint}
            </span>
          </span>
        </label>
      ))}
      {locked ? (
        <p id="money-redeemer-locked" className="muted small">
          {t('redeemer.locked')}
        </p>
      ) : null}
    </fieldset>
  );
}
