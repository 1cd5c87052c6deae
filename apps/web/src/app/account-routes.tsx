import type { RouteObject } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';
import { organiserLayout, redirectSignedIn, requireOrganiser } from './organiser-shell';

// Organiser accounts (decisions 060, 061, 097). Children of the root route.
export const accountRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      {
        path: '/signup',
        ...meta('signup', 'account.titles.signUp'),
        loader: redirectSignedIn,
        lazy: organiserScreen(() => import('../features/account/components/sign-up-page'), 'SignUpPage'),
      },
      {
        // The emailed link that finishes a sign-up; no signed-in redirect: the link signs its new account in.
        path: '/signup/confirm',
        ...meta('signup-confirm', 'account.titles.confirmSignUp'),
        lazy: organiserScreen(() => import('../features/account/components/confirm-sign-up-page'), 'ConfirmSignUpPage'),
      },
      {
        path: '/login',
        ...meta('login', 'account.titles.logIn'),
        loader: redirectSignedIn,
        lazy: organiserScreen(() => import('../features/account/components/log-in-page'), 'LogInPage'),
      },
      {
        path: '/forgot-password',
        ...meta('forgot-password', 'account.titles.forgotPassword'),
        lazy: organiserScreen(() => import('../features/account/components/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: '/reset-password',
        ...meta('reset-password', 'account.titles.resetPassword'),
        lazy: organiserScreen(() => import('../features/account/components/reset-password-page'), 'ResetPasswordPage'),
      },
      {
        path: '/forgot-username',
        ...meta('forgot-username', 'account.titles.forgotUsername'),
        lazy: organiserScreen(() => import('../features/account/components/forgot-username-page'), 'ForgotUsernamePage'),
      },
    ],
  },
  {
    ...organiserLayout,
    children: [
      {
        path: '/account/profile',
        ...meta('profile', 'account.titles.profile'),
        loader: requireOrganiser,
        lazy: organiserScreen(() => import('../features/account/components/profile-page'), 'ProfilePage'),
      },
    ],
  },
];
