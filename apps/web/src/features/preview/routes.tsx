import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { meta } from '../../app/route-meta';

/*
 * The organiser's preview (SPEC §2 /preview/:id and its steps; decisions 069–070). This list is
 * route composition, like app/routes.tsx: it mounts the real contributor screens (each in its own
 * chunk) under a preview shell that switches them into preview mode through lib/preview-mode. No
 * preview code reaches into those screens; they learn about the preview only from that context.
 */
const screens = {
  LandingPage: () => import('../contribute/components/landing-page'),
  SignPage: () => import('../contribute/components/sign-page'),
  YourDetailsPage: () => import('../contribute/components/your-details-page'),
  HowManyPage: () => import('../contribute/components/how-many-page'),
  HowMuchPage: () => import('../contribute/components/how-much-page'),
  PaymentDetailsPage: () => import('../payment/components/payment-details-page'),
} as const;
type ScreenName = keyof typeof screens;

function step(path: string, name: string, titleKey: string, screenName: ScreenName): RouteObject {
  return {
    path,
    ...meta(name, titleKey, true),
    lazy: lazyScreen(screens[screenName] as () => Promise<Record<string, unknown>>, screenName),
  };
}

export const previewRoutes: RouteObject[] = [
  {
    path: '/preview/:id',
    id: 'preview',
    lazy: async () => {
      const shell = await import('../contribute/preview-shell');
      return { Component: shell.PreviewShell, loader: shell.previewLoader, shouldRevalidate: shell.shouldRevalidatePreview };
    },
    children: [
      {
        index: true,
        ...meta('preview-landing', 'preview.titles.landing', true),
        lazy: lazyScreen(screens.LandingPage as () => Promise<Record<string, unknown>>, 'LandingPage'),
      },
      step('sign', 'preview-sign', 'preview.titles.sign', 'SignPage'),
      step('your-details', 'preview-your-details', 'preview.titles.yourDetails', 'YourDetailsPage'),
      step('how-many', 'preview-how-many', 'preview.titles.howMany', 'HowManyPage'),
      step('how-much', 'preview-how-much', 'preview.titles.howMuch', 'HowMuchPage'),
      step('payment-details', 'preview-payment-details', 'preview.titles.paymentDetails', 'PaymentDetailsPage'),
      // Any later step (card review, pathway complete …) is where the preview ends.
      {
        path: '*',
        ...meta('preview-end', 'preview.titles.end', true),
        lazy: lazyScreen(() => import('./components/preview-end-page'), 'PreviewEndPage'),
      },
    ],
  },
];
