import { useTranslation } from '../../../lib/i18n';
import type { CollectionStatus } from '@groupgift/domain';

/** Open, closed or suspended, in words and colour (the words carry the meaning, not the colour). */
export function StatusBadge({ status }: { status: CollectionStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status}`}>{t(`organiser.dashboard.status.${status}`)}</span>;
}
