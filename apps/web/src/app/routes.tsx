import { redirect, type RouteObject } from 'react-router';
import { RootFrame } from './root-frame';
import { DefaultLayout, inDefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LoadingLayout } from './layouts/loading-layout';
import { lazyScreen } from './lazy-screen';
import { meta } from './route-meta';
import type { TranslationKey } from '../lib/i18n-resources';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ROUTE_NAME, STEP } from '../lib/journey/steps';
import { accountRoutes } from './account-routes';
import { organiserRoutes } from './organiser-routes';
import { organiserActivityRoutes } from './organiser-activity-routes';
import { previewRoutes } from './preview-routes';
import { organiserPaymentRoutes } from './organiser-payment-routes';
import { bulkUploadRoutes } from './bulk-upload-routes';
import { recipientRoutes } from './recipient-routes';
import { supportRoutes } from './support-routes';

// One chunk per screen so each route loads only what it shows.
const screens = {
  LandingScreen: () => import('./screens/landing-screen'),
  SignScreen: () => import('./screens/sign-screen'),
  YourDetailsPage: () => import('../features/contribute/components/your-details-page'),
  HowManyPage: () => import('../features/contribute/components/how-many-page'),
  HowMuchPage: () => import('../features/contribute/components/how-much-page'),
  PaymentDetailsPage: () => import('../features/payment/components/payment-details-page'),
  CardReviewPage: () => import('../features/contribute/components/card-review-page'),
  PathwayCompletePage: () => import('../features/contribute/components/pathway-complete-page'),
  PaymentSuccessfulPage: () => import('../features/contribute/components/payment-result-pages'),
  PaymentFailedPage: () => import('../features/contribute/components/payment-result-pages'),
  StripeCompletePage: () => import('../features/contribute/components/payment-result-pages'),
  ReceiptPage: () => import('../features/contribute/components/receipt-page'),
  NoThanksPage: () => import('../features/contribute/components/status-pages'),
  CollectionClosedPage: () => import('../features/contribute/components/status-pages'),
  CollectionSuspendedPage: () => import('../features/contribute/components/status-pages'),
} as const;
type ScreenName = keyof typeof screens;

function screen(name: ScreenName) {
  return lazyScreen(screens[name] as () => Promise<Record<string, unknown>>, name);
}

function step(path: string, name: string, titleKey: TranslationKey, screenName: ScreenName): RouteObject {
  return { path, ...meta(name, titleKey), lazy: screen(screenName) };
}

/** Every route of SPEC §2: contributor, static, error and organiser. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootFrame />,
    HydrateFallback: LoadingLayout,
    errorElement: <RouteErrorBoundary />,
    children: [
      // The front page (decision 142; DESIGN §3 and SPEC §2 sent "/" to /error/404).
      { path: '/', ...meta('home', 'titles.home'), lazy: lazyScreen(() => import('./screens/home-screen'), 'HomeScreen') },
      {
        element: <EmptyLayout />,
        children: [
          {
            path: '/errors/:status',
            ...meta('error', 'titles.error'),
            lazy: lazyScreen(() => import('../features/errors/error-page'), 'ErrorPage'),
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          {
            path: '/contact-customer-support',
            ...meta('contact-customer-support', 'titles.contactSupport'),
            lazy: lazyScreen(() => import('../features/static-pages/contact-support-page'), 'ContactSupportPage'),
          },
          {
            // The operator's terms and privacy per market, ?market=AU|US (decision 138).
            path: '/terms',
            ...meta('terms', 'titles.terms'),
            lazy: lazyScreen(() => import('../features/legal/legal-page'), 'TermsPage'),
          },
          {
            path: '/privacy',
            ...meta('privacy', 'titles.privacy'),
            lazy: lazyScreen(() => import('../features/legal/legal-page'), 'PrivacyPage'),
          },
          {
            path: '/you-can-now-close-this-tab',
            ...meta('you-can-now-close-this-tab', 'titles.closeTab'),
            lazy: lazyScreen(() => import('../features/static-pages/close-tab-page'), 'CloseTabPage'),
          },
        ],
      },
      { path: '/contribute/:id/contact-customer-support', loader: () => redirect('/contact-customer-support') },
      {
        path: '/contribute/:id',
        id: 'contribute',
        lazy: async () => {
          const shell = await import('../features/contribute/contribute-shell');
          return { Component: inDefaultLayout(shell.ContributeShell), loader: shell.contributeLoader, shouldRevalidate: shell.shouldRevalidateContribute };
        },
        children: [
          { index: true, ...meta(ROUTE_NAME.landing, 'titles.landing'), lazy: screen('LandingScreen') },
          step(STEP.sign, ROUTE_NAME.sign, 'titles.sign', 'SignScreen'),
          step(STEP.yourDetails, ROUTE_NAME.yourDetails, 'titles.yourDetails', 'YourDetailsPage'),
          step(STEP.howMany, ROUTE_NAME.howMany, 'titles.howMany', 'HowManyPage'),
          step(STEP.howMuch, ROUTE_NAME.howMuch, 'titles.howMuch', 'HowMuchPage'),
          step(STEP.paymentDetails, ROUTE_NAME.paymentDetails, 'titles.paymentDetails', 'PaymentDetailsPage'),
          step(STEP.cardReview, ROUTE_NAME.cardReview, 'titles.cardReview', 'CardReviewPage'),
          step(STEP.pathwayComplete, ROUTE_NAME.pathwayComplete, 'titles.pathwayComplete', 'PathwayCompletePage'),
          step(STEP.paymentSuccessful, ROUTE_NAME.paymentSuccessful, 'titles.paymentSuccessful', 'PaymentSuccessfulPage'),
          step(STEP.paymentFailed, ROUTE_NAME.paymentFailed, 'titles.paymentFailed', 'PaymentFailedPage'),
          step(STEP.receipt, ROUTE_NAME.receipt, 'titles.receipt', 'ReceiptPage'),
          step(STEP.noThanks, ROUTE_NAME.noThanks, 'titles.noThanks', 'NoThanksPage'),
          step(STEP.collectionClosed, ROUTE_NAME.collectionClosed, 'titles.collectionClosed', 'CollectionClosedPage'),
          step(STEP.collectionSuspended, ROUTE_NAME.collectionSuspended, 'titles.collectionSuspended', 'CollectionSuspendedPage'),
          step(STEP.stripeComplete, ROUTE_NAME.stripeComplete, 'titles.stripeComplete', 'StripeCompletePage'),
          // Any other step under a collection is unknown.
          { path: '*', loader: () => redirect('/errors/404') },
        ],
      },
      // Organiser side (issue 5): accounts, dashboard and collections, previews, organiser payments, bulk upload.
      ...accountRoutes,
      ...organiserRoutes,
      ...organiserActivityRoutes,
      ...previewRoutes,
      ...organiserPaymentRoutes,
      ...bulkUploadRoutes,
      // The ending (issue 14): the recipient's card, a contributor's copy, the organiser's preview of it.
      ...recipientRoutes,
      // The support console for operator accounts (issue 35).
      ...supportRoutes,
      { path: '*', loader: () => redirect('/errors/404') },
    ],
  },
];
