import type { CollectionStatus, DeliverySummary } from '@groupgift/domain';

/**
 * Where a collection is in its life, and what the organiser should do next (decision 140). Pure:
 * the collection page orders its blocks by the stage, the dashboard says the next step in words.
 */

/** Within this much of the close date, delivering becomes the first thing on the page. */
export const NEAR_CLOSE_MS = 2 * 24 * 60 * 60 * 1000;

export interface CollectionLifeFacts {
  status: CollectionStatus;
  /** ISO instant the collection closes (or closed). */
  closeDate: string;
  /** Contributors who paid (succeeded contributions). */
  joined: number;
  /** Messages on the card. */
  signed: number;
  hasCard: boolean;
  takesMoney: boolean;
  /** Where the ending stands; null before a delivery is set up. */
  delivery: Pick<DeliverySummary, 'status' | 'scheduledAt' | 'deliveredAt' | 'openedAt'> | null;
}

/**
 * invite: nobody has joined yet and people still can — the link comes first.
 * gather: open with people in — progress and recent activity first.
 * deliver: near or past the close with people in, or a delivery scheduled — delivering (or, for
 *          money only, withdrawing) comes first.
 * done: the card was delivered.
 */
export type CollectionStage = 'invite' | 'gather' | 'deliver' | 'done';

/** How many people are in: signatures on a card, contributions otherwise (a paid signature is both). */
export function peopleIn(facts: Pick<CollectionLifeFacts, 'joined' | 'signed' | 'hasCard'>): number {
  return facts.hasCard ? Math.max(facts.signed, facts.joined) : facts.joined;
}

function closesSoon(facts: CollectionLifeFacts, now: Date): boolean {
  const close = Date.parse(facts.closeDate);
  return facts.status === 'closed' || Number.isNaN(close) || close - now.getTime() <= NEAR_CLOSE_MS;
}

export function collectionStage(facts: CollectionLifeFacts, now: Date): CollectionStage {
  const delivery = facts.delivery?.status;
  if (delivery === 'delivered') return 'done';
  if (delivery === 'scheduled') return 'deliver';
  const people = peopleIn(facts);
  // Nobody yet: inviting is the one useful thing, even close to the end (the close date can move).
  if (people === 0) return facts.status === 'closed' ? 'gather' : 'invite';
  return closesSoon(facts, now) ? 'deliver' : 'gather';
}

export type NextStep =
  | { kind: 'share' }
  | { kind: 'suspended' }
  | { kind: 'reopen' }
  | { kind: 'signed' | 'chippedIn'; count: number; date: string }
  | { kind: 'deliverNow' | 'withdraw'; count: number }
  | { kind: 'scheduled'; date: string }
  | { kind: 'delivered'; date: string | null };

/**
 * The dashboard's next step: "Share the link", "3 people have signed: deliver on 17 Dec",
 * "Delivered". `date` is an ISO instant the caller formats.
 */
export function nextStep(facts: CollectionLifeFacts, now: Date): NextStep {
  const stage = collectionStage(facts, now);
  const count = peopleIn(facts);
  if (stage === 'done') return { kind: 'delivered', date: facts.delivery?.deliveredAt ?? null };
  if (facts.delivery?.status === 'scheduled' && facts.delivery.scheduledAt) return { kind: 'scheduled', date: facts.delivery.scheduledAt };
  if (facts.status === 'suspended') return { kind: 'suspended' };
  if (stage === 'invite') return { kind: 'share' };
  if (count === 0) return { kind: 'reopen' };
  const past = facts.status === 'closed' || Date.parse(facts.closeDate) <= now.getTime();
  if (facts.hasCard) return past ? { kind: 'deliverNow', count } : { kind: 'signed', count, date: facts.closeDate };
  return past ? { kind: 'withdraw', count } : { kind: 'chippedIn', count, date: facts.closeDate };
}
