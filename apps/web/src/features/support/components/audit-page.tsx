import { getSupportAudit } from '../api/get-audit';
import { useTranslation } from '../../../lib/i18n';
import { useResource } from '../../../lib/use-resource';
import { SUPPORT_NS } from '../support-namespace';
import { AuditList } from './audit-list';
import { SupportFrame, SupportLoad } from './support-frame';

/** /support/audit: every support action, newest first, with a link to what it was done to. */
export function SupportAuditPage() {
  const { t } = useTranslation(SUPPORT_NS);
  const resource = useResource((signal) => getSupportAudit(signal), [], { logInOn401: true });
  return (
    <SupportFrame title={t('audit.heading')}>
      <SupportLoad resource={resource}>
        {(data) => (
          <section className="card-panel" aria-label={t('audit.heading')}>
            <AuditList entries={data.entries} showTarget />
          </section>
        )}
      </SupportLoad>
    </SupportFrame>
  );
}
