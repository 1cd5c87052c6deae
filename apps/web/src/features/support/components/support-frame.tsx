import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Resource } from '../../../lib/use-resource';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SUPPORT_NS } from '../support-namespace';
import './support.css';

/** Every console page: its heading, the console's own links, and what a refusal or a failed load says. */
export function SupportFrame({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation(SUPPORT_NS);
  return (
    <div className="support-page">
      <nav className="support-nav" aria-label={t('nav.label')}>
        <NavLink to="/support" end>
          {t('nav.search')}
        </NavLink>
        <NavLink to="/support/audit">{t('nav.audit')}</NavLink>
      </nav>
      <div className="support-page__head">
        <h1>{title}</h1>
        {actions ? <div className="support-actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** Loading, refused (an organiser who is not an operator), not found, or failed: else the page's own content. */
export function SupportLoad<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(SUPPORT_NS);
  if (resource.data !== undefined && resource.status !== 'error') return <>{children(resource.data)}</>;
  if (resource.status === 'loading') return <Spinner label={t('search.busy')} />;
  const status = resource.error?.status;
  if (status === 403) {
    return (
      <section className="card-panel" aria-labelledby="support-refused">
        <h2 id="support-refused">{t('refused.title')}</h2>
        <p className="muted">{t('refused.body')}</p>
      </section>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>{status === 404 ? t('refused.notFound') : t('refused.load')}</p>
      {status === 404 ? null : (
        <Button variant="secondary" onClick={resource.retry}>
          {t('refused.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * A page about one thing (a collection, a payment): the frame, what the last action said, and the
 * thing loaded again after each action, so the page shows its new state and audit rows.
 */
export function SupportTargetPage<T>({
  title,
  resource,
  children,
}: {
  title: ReactNode;
  resource: Resource<T>;
  children: (data: T, onDone: (message: string) => void) => ReactNode;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const onDone = (text: string) => {
    setMessage(text);
    void resource.reload();
  };
  return (
    <SupportFrame title={title}>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <SupportLoad resource={resource}>{(data) => children(data, onDone)}</SupportLoad>
    </SupportFrame>
  );
}
