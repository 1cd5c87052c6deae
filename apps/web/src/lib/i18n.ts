import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../locales/en-GB.json';
import account from '../locales/en-GB/account.json';
import organiser from '../locales/en-GB/organiser.json';
import activity from '../locales/en-GB/activity.json';
import preview from '../locales/en-GB/preview.json';
import organiserPayment from '../locales/en-GB/organiserPayment.json';
import bulkUpload from '../locales/en-GB/bulkUpload.json';

export const DEFAULT_LOCALE = 'en-GB';

// The catalogue is bundled (one small JSON) so the first render never waits on a request.
void i18next.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  // The organiser side keeps its wording in one file per area, each under its own top-level key.
  resources: {
    [DEFAULT_LOCALE]: {
      translation: { ...enGB, account, organiser, activity, preview, organiserPayment, bulkUpload },
    },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export const i18n = i18next;

const mediumDate = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium' });

/** SPEC §2: dates in medium format ("22 Nov 2026" in en-GB). */
export function formatMediumDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : mediumDate.format(date);
}
