import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import type { Tx } from '../transaction';
import { disputes } from '../schema/disputes';
import { ledgerEntries } from '../schema/money-out';
import { payments } from '../schema/payments';

/**
 * What the fee breakdown (decision 143) reads beside the payments: per contribution, the card fee its
 * ledger entries took (the absorbed fee, less any returned on a refund) and what its disputes took,
 * both as positive cents. The payments' own columns give what was paid, the gift and the charity share.
 */

type Reader = AppDatabase | Tx;

export interface PaymentLedgerFigures {
  absorbedFeeCents: number;
  disputedCents: number;
  /** Its refund is booked (held before the provider answers, or confirmed): it counts as refunded. */
  refundBooked: boolean;
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The ledger's fee and dispute figures of these payments (absent: none booked). */
export async function paymentLedgerFigures(db: Reader, paymentIds: readonly number[]): Promise<Map<number, PaymentLedgerFigures>> {
  const figures = new Map<number, PaymentLedgerFigures>();
  if (paymentIds.length === 0) return figures;
  const [fees, disputed] = await Promise.all([
    db
      .select({
        paymentId: ledgerEntries.paymentId,
        cents: sql<number>`(0 - coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'fee'), 0))::int`,
        refunds: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'refund'))::int`,
      })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.paymentId, [...paymentIds]), inArray(ledgerEntries.kind, ['fee', 'refund'])))
      .groupBy(ledgerEntries.paymentId),
    db
      .select({ paymentId: disputes.paymentId, cents: sql<number>`(0 - sum(${ledgerEntries.amountCents}))::int` })
      .from(ledgerEntries)
      .innerJoin(disputes, eq(disputes.id, ledgerEntries.disputeId))
      .where(and(inArray(disputes.paymentId, [...paymentIds]), isNotNull(ledgerEntries.disputeId)))
      .groupBy(disputes.paymentId),
  ]);
  const at = (id: number) => {
    let found = figures.get(id);
    if (!found) figures.set(id, (found = { absorbedFeeCents: 0, disputedCents: 0, refundBooked: false }));
    return found;
  };
  for (const row of fees) {
    if (row.paymentId === null) continue;
    at(row.paymentId).absorbedFeeCents = Number(row.cents);
    at(row.paymentId).refundBooked = Number(row.refunds) > 0;
  }
  for (const row of disputed) at(row.paymentId).disputedCents = Number(row.cents);
  return figures;
}

/** One collection's counted contributions summed per status, with their ledger figures. */
export interface CollectionFeeAggregate {
  collectionId: number;
  status: string;
  amountCents: number;
  netCents: number;
  charityCents: number;
  absorbedFeeCents: number;
  disputedCents: number;
}

/**
 * The contributions of these collections that moved money (succeeded, refunded), summed per collection
 * and status: the breakdown is a sum, so one row per status gives the same totals as one per payment.
 * A refund booked before the provider confirms it (held, decision 111) already counts as refunded.
 */
export async function collectionFeeAggregates(db: Reader, collectionIds: readonly number[]): Promise<CollectionFeeAggregate[]> {
  if (collectionIds.length === 0) return [];
  const result = await db.execute(sql`
    select p.collection_id as "collectionId", case when r.payment_id is not null then 'refunded' else p.status end as status,
      sum(p.amount_cents)::int as "amountCents",
      sum(p.net_cents)::int as "netCents",
      sum(p.charity_cents)::int as "charityCents",
      coalesce(sum(f.cents), 0)::int as "absorbedFeeCents",
      coalesce(sum(d.cents), 0)::int as "disputedCents"
    from ${payments} p
    left join (
      select payment_id, 0 - sum(amount_cents) as cents from ${ledgerEntries}
      where kind = 'fee' and payment_id is not null and collection_id in (${idList(collectionIds)})
      group by payment_id
    ) f on f.payment_id = p.id
    left join (
      select ds.payment_id, 0 - sum(le.amount_cents) as cents
      from ${ledgerEntries} le join ${disputes} ds on ds.id = le.dispute_id
      where le.collection_id in (${idList(collectionIds)})
      group by ds.payment_id
    ) d on d.payment_id = p.id
    left join (
      select distinct payment_id from ${ledgerEntries}
      where kind = 'refund' and payment_id is not null and collection_id in (${idList(collectionIds)})
    ) r on r.payment_id = p.id
    where p.kind = 'contribution' and p.status in ('succeeded', 'refunded') and p.collection_id in (${idList(collectionIds)})
    group by 1, 2`);
  const rows = (result as unknown as { rows: CollectionFeeAggregate[] }).rows;
  return rows.map((r) => ({
    collectionId: Number(r.collectionId),
    status: r.status,
    amountCents: Number(r.amountCents),
    netCents: Number(r.netCents),
    charityCents: Number(r.charityCents),
    absorbedFeeCents: Number(r.absorbedFeeCents),
    disputedCents: Number(r.disputedCents),
  }));
}

/** A demo collection's seeded opening balance per collection (given, with no payment behind it). */
export async function openingBalances(db: Reader, collectionIds: readonly number[]): Promise<Map<number, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ collectionId: ledgerEntries.collectionId, cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.collectionId, [...collectionIds]), eq(ledgerEntries.kind, 'opening_balance')))
    .groupBy(ledgerEntries.collectionId);
  return new Map(rows.map((r) => [r.collectionId, Number(r.cents)]));
}
