import type { DisputeEvent } from '../provider';

/**
 * PayPal's dispute webhooks (`CUSTOMER.DISPUTE.CREATED`, `.UPDATED`, `.RESOLVED`; Customer Disputes
 * API v1) as one dispute event (decision 136). The server SDK has no disputes types, so the subset of
 * the dispute resource we read is written out here. The disputed transaction carries the invoice id we
 * sent with the order (the payment guid), which finds our payment; PayPal reports no dispute fee here.
 */
interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalDisputeResource {
  dispute_id: string;
  reason?: string;
  /** OPEN, WAITING_FOR_BUYER_RESPONSE, WAITING_FOR_SELLER_RESPONSE, UNDER_REVIEW, RESOLVED, OTHER */
  status?: string;
  dispute_amount?: PayPalMoney;
  dispute_outcome?: { outcome_code?: string; amount_refunded?: PayPalMoney };
  disputed_transactions?: {
    seller_transaction_id?: string;
    invoice_number?: string;
    custom?: string;
    gross_amount?: PayPalMoney;
  }[];
}

/** PayPal's decimal string ("25.5") as cents, as `decimalToCents` in paypal-provider.ts (kept here: no import cycle). */
function decimalToCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Outcomes in the merchant's favour: the money stays. Any other resolved outcome returned it to the buyer. */
const SELLER_KEEPS = new Set(['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']);

export function paypalDisputeStatus(resource: PayPalDisputeResource): DisputeEvent['status'] {
  if (resource.status !== 'RESOLVED') return 'open';
  return SELLER_KEEPS.has(resource.dispute_outcome?.outcome_code ?? '') ? 'won' : 'lost';
}

/** The dispute a PayPal event carries, or undefined for any other event. */
export function paypalDispute(eventType: string, resource: unknown): DisputeEvent | undefined {
  if (!eventType.startsWith('CUSTOMER.DISPUTE.') || resource === null || typeof resource !== 'object') return undefined;
  const d = resource as Partial<PayPalDisputeResource>;
  const transaction = d.disputed_transactions?.[0];
  const money = d.dispute_amount ?? transaction?.gross_amount;
  if (typeof d.dispute_id !== 'string' || !money) return undefined;
  return {
    providerDisputeId: d.dispute_id,
    ourReferences: [transaction?.invoice_number, transaction?.custom].filter((r): r is string => typeof r === 'string' && r !== ''),
    amountCents: decimalToCents(money.value),
    currency: money.currency_code.toUpperCase(),
    reason: d.reason ?? null,
    status: paypalDisputeStatus(d as PayPalDisputeResource),
    feeCents: 0,
  };
}
