import type { RouteObject } from 'react-router';
import { inDefaultLayout } from './layouts/default-layout';
import { loadOrganiserTexts, organiserScreen } from './lazy-screen';
import { meta } from './route-meta';
import type { TranslationKey } from '../lib/i18n-resources';

/*
 * The organiser's preview (SPEC §2 /preview/:id and its steps; decisions 069–070). It mounts the
 * real contributor and payment screens (each in its own chunk) under the preview shell, which
 * switches them into preview mode through lib/preview-mode: they learn about the preview only from
 * that context. Mounting screens of several features is route composition, so it lives here, not
 * in features/preview (features never import each other).
 */
const screens = {
  LandingScreen: () => import('./screens/landing-screen'),
  SignScreen: () => import('./screens/sign-screen'),
  YourDetailsPage: () => import('../features/contribute/components/your-details-page'),
  HowManyPage: () => import('../features/contribute/components/how-many-page'),
  HowMuchPage: () => import('../features/contribute/components/how-much-page'),
  PaymentDetailsPage: () => import('../features/payment/components/payment-details-page'),
} as const;
type ScreenName = keyof typeof screens;

function step(path: string, name: string, titleKey: TranslationKey, screenName: ScreenName): RouteObject {
  return {
    path,
    ...meta(name, titleKey),
    lazy: organiserScreen(screens[screenName] as () => Promise<Record<string, unknown>>, screenName),
  };
}

export const previewRoutes: RouteObject[] = [
  {
    path: '/preview/:id',
    id: 'preview',
    lazy: async () => {
      // The preview's wording loads beside the shell, not after it.
      const texts = loadOrganiserTexts();
      const shell = await import('../features/contribute/preview-shell');
      await texts;
      return { Component: inDefaultLayout(shell.PreviewShell), loader: shell.previewLoader, shouldRevalidate: shell.shouldRevalidatePreview };
    },
    children: [
      {
        index: true,
        ...meta('preview-landing', 'preview.titles.landing'),
        lazy: organiserScreen(screens.LandingScreen as () => Promise<Record<string, unknown>>, 'LandingScreen'),
      },
      step('sign', 'preview-sign', 'preview.titles.sign', 'SignScreen'),
      step('your-details', 'preview-your-details', 'preview.titles.yourDetails', 'YourDetailsPage'),
      step('how-many', 'preview-how-many', 'preview.titles.howMany', 'HowManyPage'),
      step('how-much', 'preview-how-much', 'preview.titles.howMuch', 'HowMuchPage'),
      step('payment-details', 'preview-payment-details', 'preview.titles.paymentDetails', 'PaymentDetailsPage'),
      // Any later step (card review, pathway complete …) is where the preview ends.
      {
        path: '*',
        ...meta('preview-end', 'preview.titles.end'),
        lazy: organiserScreen(() => import('../features/preview/components/preview-end-page'), 'PreviewEndPage'),
      },
    ],
  },
];
