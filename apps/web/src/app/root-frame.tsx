import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { ErrorToast } from '../components/ui/toast';
import { useAppStatus } from '../lib/app-status';
import { trackPageView } from '../lib/analytics';
import { currentMeta } from './route-meta';
import { navigationHistory } from './navigation-history';
import { useRouteScrollFocus } from './route-scroll-focus';
import { LoadingLayout } from './layouts/loading-layout';

/** Everything that sits around every route: tab title, page views, the toast and the loading layout. */
export function RootFrame() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const { coreLoading } = useAppStatus();
  const meta = currentMeta(matches);
  // Keyboard and screen-reader users start at the new page's heading, at the top (decision 137).
  useRouteScrollFocus();
  const status = matches[matches.length - 1]?.params.status;

  useEffect(() => {
    const title = meta ? t(meta.titleKey, { status: status ?? '' }) : '';
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [meta, status, t]);

  useEffect(() => {
    navigationHistory.record(meta?.name);
    trackPageView(meta?.name, location.pathname);
    // Only a change of page counts, not a change of query string on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <>
      <Outlet />
      <ErrorToast />
      {coreLoading || navigation.state === 'loading' ? <LoadingLayout /> : null}
    </>
  );
}
