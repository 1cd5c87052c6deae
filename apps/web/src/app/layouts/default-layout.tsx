import type { ComponentType, ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import './layouts.css';
import { Icon } from '../../components/ui/icon';

export function SiteHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <span className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            <Icon name="heart" />
          </span>
          {t('app.name')}
        </span>
        {children}
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>
        {t('app.footer')}
        <Link to="/contact-customer-support">{t('app.footerLink')}</Link>
      </p>
      <nav className="site-footer__legal" aria-label={t('app.footerLegalLabel')}>
        <Link to="/terms">{t('app.footerTerms')}</Link>
        <Link to="/privacy">{t('app.footerPrivacy')}</Link>
      </nav>
    </footer>
  );
}

/** The default layout: header, the page, and a footer with the way to support. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="layout layout--default">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

/** A route component inside the default layout: features' shells render only their part. */
export function inDefaultLayout(Shell: ComponentType): ComponentType {
  return function InDefaultLayout() {
    return (
      <DefaultLayout>
        <Shell />
      </DefaultLayout>
    );
  };
}
