import type { RouteObject } from 'react-router';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';
import { organiserLayout, requireOrganiser } from './organiser-shell';

// The organiser's dashboard and the collection form (decisions 063–065). Children of the root route.
export const organiserRoutes: RouteObject[] = [
  {
    ...organiserLayout,
    loader: requireOrganiser,
    children: [
      {
        path: '/dashboard',
        ...meta('dashboard', 'organiser.titles.dashboard'),
        lazy: organiserScreen(() => import('../features/organiser/components/dashboard-page'), 'DashboardPage'),
      },
      {
        // The create steps (decision 141): none for the first, then card and money.
        path: '/dashboard/collections/new/:step?',
        ...meta('new-collection', 'organiser.titles.newCollection'),
        lazy: organiserScreen(() => import('../features/organiser/components/new-collection-page'), 'NewCollectionPage'),
      },
      {
        path: '/dashboard/collections/:id/edit',
        ...meta('edit-collection', 'organiser.titles.editCollection'),
        lazy: organiserScreen(() => import('../features/organiser/components/edit-collection-page'), 'EditCollectionPage'),
      },
    ],
  },
];
