import type { Market } from '@groupgift/domain';
import { useOrganiserSession } from '../../../lib/organiser-session';

/** The market a new collection starts in: the organiser's own, else the default. */
export function useOrganiserMarket(): Market {
  return useOrganiserSession().organiser?.market ?? 'US';
}
