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

// The router's set-up (the route table, the first match, the route's chunks asked for) runs in a
// task of its own after the entry's: each stays short, so a phone's main thread is never held long
// at start and a press in between is answered (decision 180).
setTimeout(() => {
  const router = createAppRouter();
  mountApp(
    container,
    router,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}, 0);

// Monitoring and tags load after first paint, in their own chunks, and only when configured.
const later = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback) : setTimeout(callback, 1);
later(() => {
  startTagManager();
  void startRum().catch(() => undefined);
});
