import type { RouteObject } from 'react-router';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';
import { organiserLayout, requireOrganiser } from './organiser-shell';

/*
 * The support console (issue 35, decisions 155 and 156): operator accounts sign in as organisers do,
 * inside the organiser layout; the server refuses everyone else (the pages then say so). Each page is
 * its own chunk, so nothing of the console reaches the contributor's entry. Children of the root route.
 */
export const supportRoutes: RouteObject[] = [
  {
    ...organiserLayout,
    children: [
      {
        path: '/support',
        ...meta('support-search', 'titles.supportSearch'),
        loader: requireOrganiser,
        lazy: organiserScreen(() => import('../features/support/components/search-page'), 'SupportSearchPage'),
      },
      {
        path: '/support/audit',
        ...meta('support-audit', 'titles.supportAudit'),
        loader: requireOrganiser,
        lazy: organiserScreen(() => import('../features/support/components/audit-page'), 'SupportAuditPage'),
      },
      {
        path: '/support/collections/:id',
        ...meta('support-collection', 'titles.supportCollection'),
        loader: requireOrganiser,
        lazy: organiserScreen(() => import('../features/support/components/collection-page'), 'SupportCollectionPage'),
      },
      {
        path: '/support/payments/:paymentGuid',
        ...meta('support-payment', 'titles.supportPayment'),
        loader: requireOrganiser,
        lazy: organiserScreen(() => import('../features/support/components/payment-page'), 'SupportPaymentPage'),
      },
    ],
  },
];
