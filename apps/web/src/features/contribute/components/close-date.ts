import { useSyncExternalStore } from 'react';
import { formatInZone } from '@groupgift/domain';
import { formatMediumDate } from '../../../lib/i18n';

let utcMediumDate: Intl.DateTimeFormat | undefined;
const neverChanges = () => () => undefined;

/**
 * The close date as the page shows it (SPEC §2, medium format), on the collection's own calendar
 * (decision 144): the server's HTML and the browser then say the same day, with no change on hydration.
 * A collection the server sent without a zone (an older cached answer) keeps decision 125's way: the UTC
 * date in the server's HTML, the visitor's local date right after hydration.
 */
export function useCloseDateText(closeDate: string | null | undefined, timeZone?: string | null): string {
  const hydrated = useSyncExternalStore(neverChanges, () => true, () => false);
  if (!closeDate) return '';
  if (timeZone) return formatInZone(closeDate, timeZone, 'date');
  if (hydrated) return formatMediumDate(closeDate);
  const date = new Date(closeDate);
  if (Number.isNaN(date.getTime())) return '';
  utcMediumDate ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return utcMediumDate.format(date);
}
