import { useEffect } from 'react';
import type { Redemption } from '@groupgift/domain';
import { getRedemption, type RedeemParty } from '../api/redeem';

const EVERY_MS = 2000;
const FOR_MS = 60_000;

/**
 * While a payout is processing, asks again every 2 s (for a minute) so the page moves on to paid or
 * failed by itself; reconciliation settles a lost answer on the server, this only shows it.
 */
export function useFollowRedemption(who: RedeemParty, redemption: Redemption | null, onUpdate: (next: Redemption) => void): void {
  const guid = redemption?.status === 'processing' ? redemption.guid : null;
  const whoKey = who.kind === 'organiser' ? who.guid : who.token;
  useEffect(() => {
    if (!guid) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: number | undefined;
    const ask = async () => {
      try {
        const next = await getRedemption(who, guid, controller.signal);
        if (controller.signal.aborted) return;
        if (next.status !== 'processing') return onUpdate(next);
      } catch {
        if (controller.signal.aborted) return;
      }
      if (Date.now() - started < FOR_MS) timer = window.setTimeout(() => void ask(), EVERY_MS);
    };
    timer = window.setTimeout(() => void ask(), EVERY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows one redemption of one redeemer
  }, [guid, whoKey]);
}
