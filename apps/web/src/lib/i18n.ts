import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_CATALOGUE, type MessageRef } from '@groupgift/domain';
import enGB from '../locales/en-GB.json';
import account from '../locales/en-GB/account.json';
import organiser from '../locales/en-GB/organiser.json';
import activity from '../locales/en-GB/activity.json';
import preview from '../locales/en-GB/preview.json';
import organiserPayment from '../locales/en-GB/organiserPayment.json';
import bulkUpload from '../locales/en-GB/bulkUpload.json';
import delivery from '../locales/en-GB/delivery.json';
import type { LazyNamespace, Resources } from './i18n-resources';

export const DEFAULT_LOCALE = 'en-GB';

// The catalogue is bundled (small JSON) so the first render never waits on a request.
void i18next.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['translation', 'shared'],
  defaultNS: 'translation',
  resources: {
    [DEFAULT_LOCALE]: {
      // The organiser side keeps its wording in one file per area, each under its own top-level key.
      translation: { ...enGB, account, organiser, activity, preview, organiserPayment, bulkUpload, delivery },
      // SPEC §5/§8 wording is the domain's, so the server's field errors and the page's say the same.
      shared: MESSAGE_CATALOGUE,
    },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export const i18n = i18next;

/**
 * Adds a namespace when the chunk that owns it is evaluated, before any of its screens renders, so its
 * wording travels with that chunk instead of the entry. Returns the name to pass to useTranslation.
 */
export function addNamespace<N extends LazyNamespace>(ns: N, texts: Resources[N]): N {
  if (!i18next.hasResourceBundle(DEFAULT_LOCALE, ns)) i18next.addResourceBundle(DEFAULT_LOCALE, ns, texts);
  return ns;
}

/** A domain rule's answer (a key of the shared texts and its values) in words. */
export function messageText(ref: MessageRef): string {
  return i18next.t(`shared:${ref.key}`, { ...ref.params });
}

const mediumDate = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium' });

/** SPEC §2: dates in medium format ("22 Nov 2026" in en-GB). */
export function formatMediumDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : mediumDate.format(date);
}
