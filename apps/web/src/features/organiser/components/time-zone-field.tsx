import { useMemo } from 'react';
import { formatInZone, timeZoneAbbreviation, timeZoneChoices } from '@groupgift/domain';
import { FieldFrame } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';

export interface TimeZoneFieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * The collection's time zone (decision 144): a select of the IANA zones, each with its abbreviation now,
 * and the time it is there, so the organiser sees which clock every date of the collection follows.
 */
export function TimeZoneField({ name, value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'organiser.form' });
  const now = useMemo(() => new Date(), []);
  const zones = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <FieldFrame label={t('timeZone')} hint={value ? t('timeZoneHint', { now: formatInZone(now, value) }) : undefined} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          className="ui-input"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          data-testid="collection-time-zone"
        >
          {value ? null : <option value="">{t('timeZoneMarket')}</option>}
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {`${zone.replace(/_/g, ' ')} (${timeZoneAbbreviation(now, zone)})`}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
