import { formatInZone, runtimeTimeZone, type DeliverySummary } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import './delivery-note.css';

/** The ending at a glance on the dashboard row: scheduled, delivered, opened, or a bounced email. */
export function DeliveryNote({ delivery, timeZone }: { delivery: DeliverySummary | null | undefined; timeZone?: string }) {
  const { t } = useTranslation();
  // The collection's clock, with its abbreviation (decision 144).
  const at = (iso: string | null) => formatInZone(iso, timeZone ?? runtimeTimeZone() ?? 'UTC');
  if (!delivery || delivery.status === 'not_delivered') return null;
  const text =
    delivery.status === 'scheduled'
      ? t('delivery.list.scheduled', { when: at(delivery.scheduledAt) })
      : delivery.openedAt
        ? t('delivery.list.opened', { when: at(delivery.openedAt) })
        : t('delivery.list.delivered', { when: at(delivery.deliveredAt) });
  return (
    <span className="collections-table__delivery muted small" data-testid="delivery-note">
      {text}
      {delivery.bounced ? <strong className="collections-table__bounced"> · {t('delivery.list.bounced')}</strong> : null}
    </span>
  );
}
