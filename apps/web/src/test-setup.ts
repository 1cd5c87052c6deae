import '@testing-library/jest-dom/vitest';
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
