import { z } from 'zod';
import { formatMessage, MESSAGES } from '../messages';
import { centsSchema, countSchema, guidSchema, isoDateTimeSchema, textSchema } from './common';
import { collectionStatusSchema } from './organiser-collection';

/*
 * The support console (issue 35, decision 156): operator accounts (decision 155) find a collection,
 * a payment, a redemption or a person, read a payment's timeline, and act on it. Every action says
 * why and is written to the audit log; its idempotency key (one per confirmed dialog) makes a double
 * click or a retry the same action. Money in cents; times ISO 8601, shown in the collection's zone.
 */

export const SUPPORT_PATHS = {
  search: '/api/support/search',
  audit: '/api/support/audit',
  collection: '/api/support/collections/:id',
  payment: '/api/support/payments/:paymentGuid',
  resendReceipt: '/api/support/payments/:paymentGuid/resend-receipt',
  refund: '/api/support/payments/:paymentGuid/refund',
  resendDelivery: '/api/support/collections/:id/resend-delivery',
  suspend: '/api/support/collections/:id/suspend',
  unsuspend: '/api/support/collections/:id/unsuspend',
} as const;

/** A support path with its `:id` or `:paymentGuid` filled in. */
export function supportPath(path: (typeof SUPPORT_PATHS)[keyof typeof SUPPORT_PATHS], id: string): string {
  return path.replace(/:(id|paymentGuid)/, encodeURIComponent(id));
}

export const SUPPORT_SEARCH_MAX_LENGTH = 200;
export const SUPPORT_WHY_MAX_LENGTH = 500;

export const supportSearchQuerySchema = z.object({
  q: textSchema({ trim: true })
    .min(1, { error: MESSAGES['validation.required'] })
    .max(SUPPORT_SEARCH_MAX_LENGTH, { error: formatMessage('validation.maxLength', { n: SUPPORT_SEARCH_MAX_LENGTH }) }),
});

export const supportCollectionParamsSchema = z.object({ id: guidSchema });
export const supportPaymentParamsSchema = z.object({ paymentGuid: guidSchema });

const paymentStatusSchema = z.enum(['created', 'requires_action', 'succeeded', 'failed', 'refunded']);

const collectionHitSchema = z.object({
  guid: guidSchema,
  id: z.number().int(),
  title: z.string(),
  status: collectionStatusSchema,
  market: z.string(),
  organiserEmail: z.string().nullable(),
});

const paymentHitSchema = z.object({
  guid: guidSchema,
  id: z.number().int(),
  kind: z.string(),
  status: paymentStatusSchema,
  email: z.string().nullable(),
  name: z.string(),
  amount: centsSchema,
  currency: z.string(),
  createdAt: isoDateTimeSchema,
  providerReference: z.string().nullable(),
  collectionGuid: guidSchema.nullable(),
  collectionTitle: z.string().nullable(),
});

const redemptionHitSchema = z.object({
  guid: guidSchema,
  id: z.number().int(),
  status: z.string(),
  method: z.string(),
  amount: centsSchema,
  currency: z.string(),
  createdAt: isoDateTimeSchema,
  providerPayoutId: z.string().nullable(),
  collectionGuid: guidSchema,
  collectionTitle: z.string(),
});

const personHitSchema = z.object({
  guid: guidSchema,
  email: z.string(),
  name: z.string(),
  collections: countSchema,
});

/** Results grouped by kind; each group holds at most a page of the newest matches. */
export const supportSearchResponseSchema = z.object({
  query: z.string(),
  collections: z.array(collectionHitSchema),
  payments: z.array(paymentHitSchema),
  redemptions: z.array(redemptionHitSchema),
  organisers: z.array(personHitSchema),
});
export type SupportSearchResponse = z.infer<typeof supportSearchResponseSchema>;

export const SUPPORT_ACTIONS = ['resend_receipt', 'resend_delivery', 'refund', 'suspend', 'unsuspend'] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

export const supportAuditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  operatorEmail: z.string(),
  action: z.enum(SUPPORT_ACTIONS),
  targetKind: z.enum(['payment', 'collection']),
  targetGuid: guidSchema,
  why: z.string(),
  /** started (still running, or cut off), done, refused (the rules said no), failed (the provider). */
  outcome: z.enum(['started', 'done', 'refused', 'failed']),
  detail: z.string().nullable(),
});
export type SupportAuditEntry = z.infer<typeof supportAuditEntrySchema>;

export const supportAuditResponseSchema = z.object({ entries: z.array(supportAuditEntrySchema) });
export type SupportAuditResponse = z.infer<typeof supportAuditResponseSchema>;

/** Every action: why (required, shown in the audit log) and the dialog's idempotency key. */
export const supportActionRequestSchema = z.object({
  why: textSchema({ trim: true, multiline: true })
    .min(1, { error: MESSAGES['validation.required'] })
    .max(SUPPORT_WHY_MAX_LENGTH, { error: formatMessage('validation.maxLength', { n: SUPPORT_WHY_MAX_LENGTH }) }),
  idempotencyKey: guidSchema,
});
export type SupportActionRequest = z.infer<typeof supportActionRequestSchema>;

/** The action's audit row: its outcome is the action's (a repeat answers the first row). */
export const supportActionResponseSchema = z.object({ audit: supportAuditEntrySchema });
export type SupportActionResponse = z.infer<typeof supportActionResponseSchema>;

const figuresSchema = z.object({
  collected: centsSchema,
  joined: countSchema,
  charity: centsSchema,
  balance: centsSchema,
  target: centsSchema,
});

export const supportCollectionSchema = z.object({
  guid: guidSchema,
  id: z.number().int(),
  title: z.string(),
  status: collectionStatusSchema,
  market: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  closeDate: isoDateTimeSchema,
  organiser: z.object({ guid: guidSchema, email: z.string(), name: z.string() }).nullable(),
  figures: figuresSchema,
  /** delivered | scheduled | not_delivered, or null before a delivery is set up. */
  delivery: z.object({ status: z.string(), recipientEmail: z.string().nullable(), byEmail: z.boolean() }).nullable(),
  payments: z.array(paymentHitSchema),
  redemptions: z.array(redemptionHitSchema),
  audit: z.array(supportAuditEntrySchema),
});
export type SupportCollection = z.infer<typeof supportCollectionSchema>;

/**
 * One thing that happened to a payment. `kind` says where it was read from; the other fields are the
 * record's own values (a provider's event type, a template's name), shown as they were stored.
 */
export const timelineEventSchema = z.object({
  at: isoDateTimeSchema,
  kind: z.enum(['attempt', 'provider', 'webhook', 'ledger', 'mail', 'audit']),
  /** attempt: the payment's status now; provider: its answer; ledger: the entry's kind; mail: the template; webhook: the event type; audit: the action. */
  name: z.string(),
  /** mail: pending | sent | failed; audit: its outcome; ledger: its cause; provider: the reference. */
  state: z.string().nullable(),
  amount: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const supportPaymentSchema = z.object({
  payment: paymentHitSchema.extend({
    fee: centsSchema,
    net: centsSchema,
    invoiceNumber: z.string().nullable(),
    provider: z.string(),
    failureReason: z.string().nullable(),
  }),
  collection: z.object({ guid: guidSchema, title: z.string(), timeZone: z.string(), market: z.string() }).nullable(),
  /** Oldest first. */
  timeline: z.array(timelineEventSchema),
  /** The same contributor's other attempts on the collection (a retried card, a second tab). */
  otherAttempts: z.array(paymentHitSchema),
  audit: z.array(supportAuditEntrySchema),
});
export type SupportPayment = z.infer<typeof supportPaymentSchema>;
