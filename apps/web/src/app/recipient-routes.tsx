import type { RouteObject } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';

/*
 * The ending (issue 14, decision 108): the recipient's card at their private link, a contributor's
 * read-only copy from the receipt link, and the organiser's preview of it. Each screen is its own
 * chunk and none of them imports organiser or payment code. The paths are the contract's DELIVERY_ROUTES,
 * written out so the layout guard can read them from this file (a test checks they match). The preview's path is more specific than
 * the contributor preview's `/preview/:id/*`, so the router picks it first. Children of the root route.
 */
export const recipientRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      {
        path: '/card/:token',
        ...meta('recipient-card', 'delivery.titles.recipient'),
        lazy: organiserScreen(() => import('./screens/recipient-screen'), 'RecipientScreen'),
      },
      {
        path: '/delivered/:id',
        ...meta('delivered-card', 'delivery.titles.contributor'),
        lazy: organiserScreen(() => import('../features/recipient/components/contributor-card-page'), 'ContributorCardPage'),
      },
      {
        path: '/preview/:id/recipient',
        ...meta('preview-recipient', 'delivery.titles.preview'),
        lazy: organiserScreen(() => import('../features/recipient/components/recipient-preview-page'), 'RecipientPreviewPage'),
      },
    ],
  },
];
