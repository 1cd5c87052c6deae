import type { RouteObject } from 'react-router';
import { organiserLayout } from './organiser-shell';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';

// The organiser's page for one collection (decisions 066–068), inside the organiser layout and its
// sign-in guard. Children of the root route.
export const organiserActivityRoutes: RouteObject[] = [
  {
    ...organiserLayout,
    children: [
      {
        path: '/dashboard/collections/:id',
        ...meta('organiser-collection', 'activity.title'),
        lazy: organiserScreen(() => import('./screens/collection-screen'), 'CollectionScreen'),
      },
    ],
  },
];
