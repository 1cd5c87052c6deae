import '@testing-library/jest-dom/vitest';
// Every test renders with the real catalogue, as the app does (decision 099).
import './lib/i18n';
// The organiser side's wording joins with its routes in the app (decision 170); its screens' tests render them directly.
import './lib/organiser-texts';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetCachedValues } from './lib/storage';
import { appStatus } from './lib/app-status';

// A findBy waits up to 5 s, not 1: a lazy chunk's first import in a worker can take seconds on a
// two-core machine running every test lane at once. A passing wait returns as soon as it can.
configure({ asyncUtilTimeout: 5_000 });

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
