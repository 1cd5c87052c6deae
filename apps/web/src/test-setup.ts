import '@testing-library/jest-dom/vitest';
// Every test renders with the real catalogue, as the app does (decision 099).
import './lib/i18n';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetCachedValues } from './lib/storage';
import { appStatus } from './lib/app-status';

afterEach(() => {
  cleanup();
  // The files of a worker share one jsdom (decision 128): what a test put in the head (the card
  // stylesheet, a provider's script) goes, as it went with a fresh jsdom per file.
  document.head.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  forgetCachedValues();
  appStatus.reset();
});
