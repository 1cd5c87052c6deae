import { useEffect } from 'react';
import { Link } from 'react-router';
import '../../../components/journey/step-page.css';
import { useTranslation } from '../../../lib/i18n';
import type { TranslationKey } from '../../../lib/i18n-resources';
import { saveInvitationStatus } from '../api/save-invitation-status';
import { useJourney } from '../../../lib/journey/use-journey';
import { pathwayStore } from '../../../lib/journey/journey-store';
import { invitationTitle } from '../invitation-title';
import './result-pages.css';
import { Icon, type IconName } from '../../../components/ui/icon';

function StatusPage({ tone, icon, titleKey, bodyKey }: { tone: 'success' | 'warning' | 'error'; icon: IconName; titleKey: TranslationKey; bodyKey: TranslationKey }) {
  const { t } = useTranslation();
  const { collection } = useJourney();
  const title = collection ? invitationTitle(collection, collection.coverPage) : null;
  return (
    <section className="result-page card-panel" aria-labelledby="status-title">
      <div className={`result-page__icon result-page__icon--${tone}`} aria-hidden="true">
        <Icon name={icon} />
      </div>
      <h1 id="status-title">{t(titleKey)}</h1>
      {title ? <p className="muted">{title}</p> : null}
      <p>{t(bodyKey)}</p>
      <Link to="/contact-customer-support">{t('buttons.contactSupport')}</Link>
    </section>
  );
}

export function NoThanksPage() {
  // The invitee's answer reaches the organiser's invitee list; the page never waits on it.
  useEffect(() => {
    const invitationGuidId = pathwayStore.get().invitationGuidId;
    if (invitationGuidId) void saveInvitationStatus(invitationGuidId, 'nothanks').catch(() => undefined);
  }, []);
  return <StatusPage tone="success" icon="check" titleKey="noThanks.heading" bodyKey="noThanks.body" />;
}

export function CollectionClosedPage() {
  return <StatusPage tone="warning" icon="clock" titleKey="closed.heading" bodyKey="closed.body" />;
}

export function CollectionSuspendedPage() {
  return <StatusPage tone="error" icon="alert" titleKey="suspended.heading" bodyKey="suspended.body" />;
}
