import {
  collectionTimeZone,
  MARKET_CURRENCY,
  isMarket,
  type SupportAuditEntry,
  type SupportCollection,
  type SupportPayment,
  type SupportSearchResponse,
  type TimelineEvent,
} from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { findDeliveryByCollectionId } from '../../db/repositories/delivery-repository';
import { auditForCollection, auditForTarget, recentAudit, type SupportAuditRow } from '../../db/repositories/support-audit-repository';
import {
  collectionPayments,
  collectionRedemptions,
  findCollectionForSupport,
  searchCollections,
  searchKeysOf,
  searchOrganisers,
  searchPayments,
  searchRedemptions,
  type CollectionHitRow,
  type PaymentHitRow,
  type RedemptionHitRow,
} from '../../db/repositories/support-search-repository';
import {
  findPaymentForSupport,
  otherAttempts,
  paymentLedgerEntries,
  paymentMails,
  paymentWebhooks,
} from '../../db/repositories/support-timeline-repository';
import { notFound } from '../../lib/app-error';
import { isCollectionClosed } from '../collection-view';
import { collectionStatus } from '../organiser-collections';
import { exchangeOf } from '../payments/payment-answer';

type PaymentStatus = SupportPayment['payment']['status'];

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function toPaymentHit(row: PaymentHitRow) {
  return {
    guid: row.guid,
    id: row.id,
    kind: row.kind,
    status: row.status as PaymentStatus,
    email: row.email,
    name: fullName(row.firstName, row.lastName),
    amount: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    providerReference: row.providerReference,
    collectionGuid: row.collectionGuid,
    collectionTitle: row.collectionTitle,
  };
}

function toRedemptionHit(row: RedemptionHitRow) {
  return {
    guid: row.guid,
    id: row.id,
    status: row.status,
    method: row.method,
    amount: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    providerPayoutId: row.providerPayoutId,
    collectionGuid: row.collectionGuid,
    collectionTitle: row.collectionTitle,
  };
}

function toCollectionHit(row: CollectionHitRow, now: Date) {
  return {
    guid: row.guid,
    id: row.id,
    title: row.title,
    // As organiser-collections.ts's collectionStatus: suspended wins over closed.
    status: row.isSuspended ? ('suspended' as const) : isCollectionClosed(row, now) ? ('closed' as const) : ('open' as const),
    market: row.market,
    organiserEmail: row.organiserEmail,
  };
}

export function toAuditEntry(row: SupportAuditRow): SupportAuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    operatorEmail: row.operatorEmail,
    action: row.action as SupportAuditEntry['action'],
    targetKind: row.targetKind as SupportAuditEntry['targetKind'],
    targetGuid: row.targetGuid,
    why: row.why,
    outcome: row.outcome as SupportAuditEntry['outcome'],
    detail: row.detail,
  };
}

export async function searchEverything(db: AppDatabase, query: string, now = new Date()): Promise<SupportSearchResponse> {
  const keys = searchKeysOf(query);
  const [collections, payments, redemptions, organisers] = await Promise.all([
    searchCollections(db, keys),
    searchPayments(db, keys),
    searchRedemptions(db, keys),
    searchOrganisers(db, keys),
  ]);
  return {
    query: keys.text,
    collections: collections.map((row) => toCollectionHit(row, now)),
    payments: payments.map(toPaymentHit),
    redemptions: redemptions.map(toRedemptionHit),
    organisers: organisers.map((o) => ({ guid: o.guid, email: o.email, name: fullName(o.firstName, o.lastName), collections: o.collections })),
  };
}

const currencyOf = (market: string) => (isMarket(market) ? MARKET_CURRENCY[market] : MARKET_CURRENCY.US);

export async function collectionView(db: AppDatabase, guid: string, now = new Date()): Promise<SupportCollection> {
  const found = await findCollectionForSupport(db, guid);
  if (!found) throw notFound('The collection');
  const { collection: c, organiser } = found;
  const [payments, redemptions, delivery, audit] = await Promise.all([
    collectionPayments(db, c.id),
    collectionRedemptions(db, c.id),
    findDeliveryByCollectionId(db, c.id),
    auditForCollection(db, c.id),
  ]);
  return {
    guid: c.guid,
    id: c.id,
    title: c.title,
    status: collectionStatus(c, now),
    market: c.market,
    currency: currencyOf(c.market),
    timeZone: collectionTimeZone(c),
    closeDate: c.closeDate.toISOString(),
    organiser: organiser ? { guid: organiser.guid, email: organiser.email, name: fullName(organiser.firstName, organiser.lastName) } : null,
    figures: {
      collected: c.soFarCollectedCents,
      joined: c.joinedCount,
      charity: c.charityShareCents,
      balance: c.balanceCents,
      target: c.targetCents,
    },
    delivery: delivery ? { status: delivery.status, recipientEmail: delivery.recipientEmail, byEmail: delivery.byEmail } : null,
    payments: payments.map(toPaymentHit),
    redemptions: redemptions.map(toRedemptionHit),
    audit: audit.map(toAuditEntry),
  };
}

const event = (at: Date | string, kind: TimelineEvent['kind'], name: string, rest: Partial<TimelineEvent> = {}): TimelineEvent => ({
  at: typeof at === 'string' ? at : at.toISOString(),
  kind,
  name,
  state: null,
  amount: null,
  detail: null,
  ...rest,
});

/** A payment and everything that happened to it, oldest first (decision 156). */
export async function paymentView(db: AppDatabase, guid: string): Promise<SupportPayment> {
  const found = await findPaymentForSupport(db, guid);
  if (!found) throw notFound('The payment');
  const { payment: p, collection: c } = found;
  const exchange = exchangeOf(p);
  const [entries, mails, hooks, attempts, audit] = await Promise.all([
    paymentLedgerEntries(db, p.id),
    paymentMails(db, p.guid),
    p.providerReference ? paymentWebhooks(db, p.providerReference) : Promise.resolve([]),
    otherAttempts(db, p),
    auditForTarget(db, p.guid),
  ]);
  const timeline: TimelineEvent[] = [
    event(p.createdAt, 'attempt', 'created', { amount: p.amountCents, detail: exchange?.provider ?? null }),
    ...(exchange?.unknownOutcome
      ? [event(exchange.unknownOutcome.at, 'provider', 'unknown_outcome', { detail: exchange.unknownOutcome.message })]
      : []),
    ...(p.status !== 'created'
      ? [event(p.updatedAt, 'provider', p.status, { state: p.providerReference, detail: p.failureReason })]
      : []),
    ...hooks.map((h) =>
      event(h.receivedAt, 'webhook', h.type, { state: h.processingError ? 'error' : h.processedAt ? 'processed' : 'received', detail: h.processingError ?? h.eventId }),
    ),
    ...entries.map((e) => event(e.createdAt, 'ledger', e.kind, { state: e.cause, amount: e.amountCents, detail: e.description || null })),
    ...mails.map((m) => event(m.sentAt ?? m.createdAt, 'mail', m.template, { state: m.status, detail: m.lastError ?? m.toAddress })),
    ...audit.map((a) => event(a.createdAt, 'audit', a.action, { state: a.outcome, detail: a.why })),
  ];
  timeline.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const hit = toPaymentHit({ ...p, collectionGuid: c?.guid ?? null, collectionTitle: c?.title ?? null });
  return {
    payment: {
      ...hit,
      fee: p.feeCents,
      net: p.netCents,
      invoiceNumber: p.invoiceNumber,
      provider: exchange?.provider ?? String(p.provider),
      failureReason: p.failureReason,
    },
    collection: c ? { guid: c.guid, title: c.title, timeZone: collectionTimeZone(c), market: c.market } : null,
    timeline,
    otherAttempts: attempts.map(toPaymentHit),
    audit: audit.map(toAuditEntry),
  };
}

export async function auditLog(db: AppDatabase): Promise<SupportAuditEntry[]> {
  return (await recentAudit(db)).map(toAuditEntry);
}
