import { Link } from 'react-router';
import { HomePage } from '../../features/home/home-page';
import { useTranslation } from '../../lib/i18n';
import { SiteFooter, SiteHeader } from '../layouts/default-layout';

/** `/`: the front page in the site's frame, its header holding the ways in (decision 142). */
export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="layout layout--default layout--home">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader>
        <nav className="home-nav" aria-label={t('home.nav')}>
          <Link to="/login">{t('home.logIn')}</Link>
          <Link className="home-nav__signup" to="/signup">
            {t('home.signUp')}
          </Link>
        </nav>
      </SiteHeader>
      <main id="main" className="layout__main" tabIndex={-1}>
        <HomePage />
      </main>
      <SiteFooter />
    </div>
  );
}
