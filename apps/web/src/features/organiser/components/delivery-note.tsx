import type { DeliverySummary } from '@groupgift/domain';
import { formatMediumDate, useTranslation } from '../../../lib/i18n';
import './delivery-note.css';

/** The ending at a glance on the dashboard row: scheduled, delivered, opened, or a bounced email. */
export function DeliveryNote({ delivery }: { delivery: DeliverySummary | null | undefined }) {
  const { t } = useTranslation();
  if (!delivery || delivery.status === 'not_delivered') return null;
  const text =
    delivery.status === 'scheduled'
      ? t('delivery.list.scheduled', { when: formatMediumDate(delivery.scheduledAt) })
      : delivery.openedAt
        ? t('delivery.list.opened', { when: formatMediumDate(delivery.openedAt) })
        : t('delivery.list.delivered', { when: formatMediumDate(delivery.deliveredAt) });
  return (
    <span className="collections-table__delivery muted small" data-testid="delivery-note">
      {text}
      {delivery.bounced ? <strong className="collections-table__bounced"> · {t('delivery.list.bounced')}</strong> : null}
    </span>
  );
}
