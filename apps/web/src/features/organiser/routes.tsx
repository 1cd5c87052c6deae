import type { RouteObject } from 'react-router';
import { OrganiserLayout } from '../../app/layouts/organiser-layout';
import { lazyScreen } from '../../app/lazy-screen';
import { meta } from '../../app/route-meta';
import { requireOrganiserLoader } from '../../lib/organiser-session';

// The organiser's dashboard and the collection form (decisions 063–065). Children of the root route.
export const organiserRoutes: RouteObject[] = [
  {
    element: <OrganiserLayout />,
    loader: requireOrganiserLoader,
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
