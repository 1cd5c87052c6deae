import { useTranslation } from '../../lib/i18n';
import './static-pages.css';

export function ContactSupportPage() {
  const { t } = useTranslation();
  const email = t('support.email');
  return (
    <section className="static-page card-panel" aria-labelledby="support-title">
      <h1 id="support-title">{t('support.heading')}</h1>
      <p>{t('support.body')}</p>
      <dl className="summary-list">
        <div>
          <dt>{t('support.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      </dl>
      <p className="muted static-page__note">{t('support.hours')}</p>
      <p className="muted">{t('support.tips')}</p>
    </section>
  );
}
