import type { DisputeEvent } from '../provider';

/**
 * Checkout.com's dispute webhooks (Disputes guide, "Webhooks": `dispute_received`,
 * `dispute_evidence_required`, `dispute_won`, `dispute_lost` …) as one dispute event (decision 136).
 * The SDK has no types for webhooks, so the subset we read is written out here. The event's name says
 * where the dispute stands; Checkout.com reports no dispute fee in the event (it is settled in reports).
 */
export interface CkoDisputeData {
  /** `dsp_…` */
  id: string;
  category?: string;
  reason_code?: string;
  status?: string;
  amount: number;
  currency: string;
  /** The disputed payment, `pay_…`: our payment's provider reference. */
  payment_id?: string;
  /** The reference we sent with the payment (the payment guid). */
  payment_reference?: string;
}

const WON = new Set(['dispute_won', 'dispute_canceled', 'dispute_resolved', 'dispute_arbitration_won']);
const LOST = new Set(['dispute_lost', 'dispute_accepted', 'dispute_expired', 'dispute_arbitration_lost']);

export function checkoutDisputeStatus(type: string): DisputeEvent['status'] {
  if (WON.has(type)) return 'won';
  if (LOST.has(type)) return 'lost';
  return 'open';
}

/** The dispute a Checkout.com event carries, or undefined for any other event. */
export function checkoutDispute(type: string, data: unknown): DisputeEvent | undefined {
  if (!type.startsWith('dispute_') || data === null || typeof data !== 'object') return undefined;
  const d = data as Partial<CkoDisputeData>;
  if (typeof d.id !== 'string' || !Number.isInteger(d.amount) || typeof d.currency !== 'string') return undefined;
  return {
    providerDisputeId: d.id,
    ...(d.payment_id ? { providerPaymentId: d.payment_id } : {}),
    ourReferences: d.payment_reference ? [d.payment_reference] : [],
    amountCents: d.amount!,
    currency: d.currency.toUpperCase(),
    reason: d.category ?? d.reason_code ?? null,
    status: checkoutDisputeStatus(type),
    feeCents: 0,
  };
}
