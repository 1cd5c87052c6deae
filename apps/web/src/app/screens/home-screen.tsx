import { Link } from 'react-router';
import { HomePage } from '../../features/home/home-page';
import { extendTranslation, useTranslation } from '../../lib/i18n';
import home from '../../locales/en-GB/home.json';
import { SiteFooter, SiteHeader } from '../layouts/default-layout';

// The front page's wording travels with its screen (decision 176): the contributor's pages, which
// share the entry, never download it. Added when this chunk is evaluated, before it renders.
extendTranslation({ home });

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
