import type { RouteObject } from 'react-router';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';
import { organiserLayout, requireOrganiser } from './organiser-shell';

const page = () => import('../features/payment/organiser/components/payment-route-page');

// Organiser payments (decisions 071–074): paid group card, pack and bulk upload. Signed-out users go
// to log in. /payment/bulkupload-received is the bulk upload feature's page.
export const organiserPaymentRoutes: RouteObject[] = [
  {
    ...organiserLayout,
    loader: requireOrganiser,
    children: [
      {
        path: '/payment',
        ...meta('pack-payment', 'organiserPayment.titles.pack'),
        lazy: organiserScreen(page, 'PackPaymentRoutePage'),
      },
      {
        path: '/payment/packpayment-received',
        ...meta('pack-payment-received', 'organiserPayment.titles.packReceived'),
        lazy: organiserScreen(page, 'PackPaymentReceivedPage'),
      },
      {
        path: '/payment/:id',
        ...meta('organiser-payment', 'organiserPayment.titles.paidGroupCard'),
        lazy: organiserScreen(page, 'OrganiserPaymentPage'),
      },
      {
        path: '/payment/:id/payment-received',
        ...meta('organiser-payment-received', 'organiserPayment.titles.received'),
        lazy: organiserScreen(page, 'PaymentReceivedPage'),
      },
    ],
  },
];
