import type { Market } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { OptionGroup } from '../../../components/ui/option-group';
import { PaymentIcon, PaymentSelect } from '../../../components/ui/payment-select';
import { ICON_OF, type MethodChoice } from '../payment-methods';
import { PAY_NS } from '../../../lib/pay-namespace';

interface MethodPickerProps {
  variant: Market;
  options: { value: MethodChoice; label: string }[];
  value: MethodChoice | null;
  onChange: (value: MethodChoice) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * AU: the payment dropdown of SPEC §2 ("Please select", no search box, auto width, icon and text).
 * US: the Payment Element's row of method tabs, card first, then American Express and the others
 * (SPEC §9 offers American Express in both markets; decision 105).
 * Each method is named once to assistive technology: its logo is decoration, its words are the name.
 */
export function MethodPicker({ variant, options, value, onChange, error, disabled }: MethodPickerProps) {
  const { t } = useTranslation([PAY_NS, 'translation']);
  const errorId = 'payment-method-error';
  const picker =
    variant === 'US' ? (
      <OptionGroup
        label={t('methodLabel')}
        className="payment-tabs"
        options={cardFirst(options).map((o) => ({
          value: o.value,
          disabled,
          label: (
            <span className="payment-tabs__label">
              <PaymentIcon kind={ICON_OF[o.value]} />
              <span>{o.value === 'card' ? t('translation:channels.card') : o.label}</span>
            </span>
          ),
        }))}
        value={value ?? 'card'}
        onChange={onChange}
      />
    ) : (
      <PaymentSelect
        label={t('methodLabel')}
        options={options.map((o) => ({ value: o.value, label: o.label, icon: <PaymentIcon kind={ICON_OF[o.value]} /> }))}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        disabled={disabled}
        className="payment-dropdown"
      />
    );
  return (
    <div className="payment-method" data-field="method" tabIndex={-1}>
      {picker}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The Payment Element leads with the card tab; the rest keep the SPEC §9 order.
function cardFirst<T extends { value: MethodChoice }>(options: T[]): T[] {
  return [...options.filter((o) => o.value === 'card'), ...options.filter((o) => o.value !== 'card')];
}
