import { useEffect } from 'react';
import { getGroupCard } from '../api/get-group-card';
import { groupCardStore } from '../../../lib/journey/journey-store';

/**
 * Fetches the group card again on arrival: others may have signed since the boot, and the visitor's
 * own message was added after it. A failed refresh keeps the card already held, without a toast, so
 * a screen that can show the journey's own copy of the message still does.
 */
export function useFreshGroupCard(collectionGuid: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getGroupCard(collectionGuid, { boot: true, signal: controller.signal })
      .then((card) => groupCardStore.set(card))
      .catch(() => undefined);
    return () => controller.abort();
  }, [collectionGuid, enabled]);
}
