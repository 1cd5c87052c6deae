import '@testing-library/jest-dom/vitest';
// Every test renders with the real catalogue, as the app does (decision 099).
import './lib/i18n';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetCachedValues } from './lib/storage';
import { appStatus } from './lib/app-status';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  forgetCachedValues();
  appStatus.reset();
});
