import { useState } from 'react';
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Spinner } from '../../components/ui/spinner';
import { loginPath, logOut, useOrganiserSession } from '../../lib/organiser-session';
import { SiteFooter, SiteHeader } from './default-layout';
import './organiser-layout.css';

/**
 * The organiser layout: the site header with Dashboard, Profile and Log out, and a guard that sends
 * signed-out visitors to the log-in page with a way back (`next`). Routes using it should also set
 * `loader: requireOrganiserLoader` so the check happens before the page renders.
 */
export function OrganiserLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useOrganiserSession();
  // Once "Log out" is pressed, log-out itself goes to the log-in page; the guard must not race it.
  const [leaving, setLeaving] = useState(false);

  if (session.status === 'signed-out' && !leaving) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }

  return (
    <div className="layout layout--default layout--organiser">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader>
        <nav className="organiser-nav" aria-label={t('organiser.nav.label')}>
          <NavLink to="/dashboard" end>
            {t('organiser.nav.dashboard')}
          </NavLink>
          <NavLink to="/account/profile">{t('organiser.nav.profile')}</NavLink>
          <button
            type="button"
            className="organiser-nav__logout"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logOut(navigate);
            }}
          >
            {leaving ? t('organiser.nav.loggingOut') : t('organiser.nav.logOut')}
          </button>
        </nav>
      </SiteHeader>
      <main id="main" className="layout__main" tabIndex={-1}>
        {session.status === 'signed-in' ? <Outlet /> : <Spinner label={t('app.loading')} />}
      </main>
      <SiteFooter />
    </div>
  );
}
