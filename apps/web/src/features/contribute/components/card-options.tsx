import { useTranslation } from '../../../lib/i18n';
import { OptionGroup } from '../../../components/ui/option-group';

export type CardOption = 'text' | 'picture';

/** The card-options button group: exactly one option is active at a time (SPEC §2). */
export function CardOptions({ value, onChange }: { value: CardOption; onChange: (value: CardOption) => void }) {
  const { t } = useTranslation();
  return (
    <OptionGroup<CardOption>
      label={t('sign.cardOptions')}
      showLabel
      value={value}
      onChange={onChange}
      options={[
        { value: 'text', label: t('sign.optionText') },
        { value: 'picture', label: t('sign.optionPicture') },
      ]}
    />
  );
}
