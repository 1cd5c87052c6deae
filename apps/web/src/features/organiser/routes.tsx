import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { meta } from '../../app/route-meta';
import { organiserLayout, requireOrganiser } from '../../app/organiser-shell';

// The organiser's dashboard and the collection form (decisions 063–065). Children of the root route.
export const organiserRoutes: RouteObject[] = [
  {
    ...organiserLayout,
    loader: requireOrganiser,
    children: [
      {
        path: '/dashboard',
        ...meta('dashboard', 'organiser.titles.dashboard'),
        lazy: lazyScreen(() => import('./components/dashboard-page'), 'DashboardPage'),
      },
      {
        path: '/dashboard/collections/new',
        ...meta('new-collection', 'organiser.titles.newCollection'),
        lazy: lazyScreen(() => import('./components/new-collection-page'), 'NewCollectionPage'),
      },
      {
        path: '/dashboard/collections/:id/edit',
        ...meta('edit-collection', 'organiser.titles.editCollection'),
        lazy: lazyScreen(() => import('./components/edit-collection-page'), 'EditCollectionPage'),
      },
    ],
  },
];
