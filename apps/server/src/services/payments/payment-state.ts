import type { PaymentStatus } from '../../payment-providers/provider';

/** A payment row's status: `created` exists before the provider has answered (DESIGN §5). */
export type LedgerStatus = 'created' | PaymentStatus;

// Rank orders the states along the only direction they may move. Webhooks and return handlers
// arrive in any order, so a late "requires_action" must never undo a "succeeded".
const rank: Record<LedgerStatus, number> = {
  created: 0,
  requires_action: 1,
  pending: 2,
  succeeded: 3,
  failed: 3,
  refunded: 4,
};

/**
 * Whether a payment may move from `from` to `to`. Final states are sticky: failed never changes,
 * succeeded may only become refunded, and nothing goes backwards.
 */
export function canTransition(from: LedgerStatus, to: LedgerStatus): boolean {
  if (from === to) return false;
  if (from === 'failed' || from === 'refunded') return false;
  if (to === 'refunded') return from === 'succeeded';
  if (from === 'succeeded') return false;
  return rank[to] > rank[from];
}

/** Every status a payment may move to `to` from: the settle's compare-and-set writes only from these. */
export function statesBefore(to: LedgerStatus): LedgerStatus[] {
  return (Object.keys(rank) as LedgerStatus[]).filter((from) => canTransition(from, to));
}

/** The status to keep after hearing `incoming`: the incoming one if allowed, else the current one. */
export function applyStatus(current: LedgerStatus, incoming: LedgerStatus): LedgerStatus {
  return canTransition(current, incoming) ? incoming : current;
}
