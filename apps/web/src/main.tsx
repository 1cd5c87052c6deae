import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { i18n } from './lib/i18n';
import './styles/global.css';
import { createAppRouter } from './app/router';
import { installPreloadRecovery } from './app/lazy-screen';
import { mountApp } from './app/mount-app';
import { startTagManager } from './lib/analytics';
import { startRum } from './lib/rum';

installPreloadRecovery();

const container = document.getElementById('root');
if (!container) throw new Error(i18n.t('shared:error.appUnableToStart'));

const router = createAppRouter();
mountApp(
  container,
  router,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Monitoring and tags load after first paint, in their own chunks, and only when configured.
const later = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback) : setTimeout(callback, 1);
later(() => {
  startTagManager();
  void startRum().catch(() => undefined);
});
