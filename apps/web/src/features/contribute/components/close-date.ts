import { useSyncExternalStore } from 'react';
import { formatMediumDate } from '../../../lib/i18n';

const utcMediumDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const neverChanges = () => () => undefined;

/**
 * The close date as the page shows it (SPEC §2, medium format). The server cannot know the
 * visitor's time zone, so the HTML it draws, and the browser's hydration of it, say the UTC date;
 * right after hydration the browser says the local one (decision 125). A page drawn in the browser
 * says the local date from the start.
 */
export function useCloseDateText(closeDate: string | null | undefined): string {
  const hydrated = useSyncExternalStore(neverChanges, () => true, () => false);
  if (!closeDate) return '';
  if (hydrated) return formatMediumDate(closeDate);
  const date = new Date(closeDate);
  return Number.isNaN(date.getTime()) ? '' : utcMediumDate.format(date);
}
