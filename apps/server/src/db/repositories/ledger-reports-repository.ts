import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client';
import { disputes } from '../schema/disputes';
import { ledgerEntries, redemptions } from '../schema/money-out';
import { payments } from '../schema/payments';

/** The ledger's reads (decision 111): the statement's rows, the balance's figures and the ledger check. */

const disputedPayments = alias(payments, 'disputed_payments');

/** Every entry of a collection in booking order, with its payment's and redemption's public ids. */
export function statementRows(db: AppDatabase, collectionId: number) {
  return db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      description: ledgerEntries.description,
      providerReference: ledgerEntries.providerReference,
      // A dispute's entries name the disputed payment through the dispute (decision 136).
      paymentGuid: sql<string | null>`coalesce(${payments.guid}, ${disputedPayments.guid})`,
      redemptionGuid: redemptions.guid,
      // What the contributor paid beside the gift it booked: the card fee they paid on top (decision 143).
      paymentAmountCents: payments.amountCents,
      paymentNetCents: payments.netCents,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(redemptions, eq(redemptions.id, ledgerEntries.redemptionId))
    .leftJoin(disputes, eq(disputes.id, ledgerEntries.disputeId))
    .leftJoin(disputedPayments, eq(disputedPayments.id, disputes.paymentId))
    .where(eq(ledgerEntries.collectionId, collectionId))
    .orderBy(asc(ledgerEntries.id));
}

const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${condition}), 0)::int`;

/**
 * A collection's entries summed by what they are. A redemption's own fee counts as a fee while the
 * redemption stands; once it failed or came back, its return cancels all of it (amount and fee).
 */
export async function entryTotals(db: AppDatabase, collectionId: number) {
  const standing = sql`(${redemptions.status} is null or ${redemptions.status} not in ('failed', 'returned'))`;
  const [row] = await db
    .select({
      total: sumWhere(sql`true`),
      collected: sumWhere(sql`${ledgerEntries.kind} in ('contribution', 'opening_balance')`),
      paymentFees: sumWhere(sql`${ledgerEntries.kind} = 'fee' and ${ledgerEntries.redemptionId} is null`),
      redemptionFees: sumWhere(sql`${ledgerEntries.kind} = 'fee' and ${ledgerEntries.redemptionId} is not null and ${standing}`),
      charityShare: sumWhere(sql`${ledgerEntries.kind} = 'charity_share'`),
      refunded: sumWhere(sql`${ledgerEntries.kind} = 'refund'`),
      redemptions: sumWhere(sql`${ledgerEntries.redemptionId} is not null`),
      disputes: sumWhere(sql`${ledgerEntries.disputeId} is not null`),
    })
    .from(ledgerEntries)
    .leftJoin(redemptions, eq(redemptions.id, ledgerEntries.redemptionId))
    .where(eq(ledgerEntries.collectionId, collectionId));
  return row!;
}

export interface LedgerCheckRow {
  id: number;
  balance: number;
  entries: number;
  contributionEntries: number;
  settledNet: number;
  refundEntries: number;
  refundedNet: number;
  charityEntries: number;
  owedCharity: number;
  /** The sum of the collection's dispute entries, and what its disputes say it should be (decision 136). */
  disputeEntries: number;
  disputesTook: number;
}

/**
 * Per collection that has a balance, entries or contributions: the balance beside the sum of its entries,
 * the contribution, refund and charity entries beside what its contributions say, and the dispute entries
 * beside what its disputes say. Three grouped scans (disputes are few).
 */
export async function ledgerCheckRows(db: AppDatabase): Promise<LedgerCheckRow[]> {
  const result = await db.execute(sql`
    select c.id,
      c.balance_cents as "balance",
      coalesce(e.total, 0)::int as "entries",
      coalesce(e.contribution, 0)::int as "contributionEntries",
      coalesce(p.settled, 0)::int as "settledNet",
      coalesce(e.refund, 0)::int as "refundEntries",
      coalesce(p.refunded, 0)::int as "refundedNet",
      coalesce(e.charity, 0)::int as "charityEntries",
      coalesce(p.charity, 0)::int as "owedCharity",
      coalesce(e.dispute, 0)::int as "disputeEntries",
      coalesce(d.took, 0)::int as "disputesTook"
    from collections c
    left join (
      select collection_id, sum(amount_cents) as total,
        sum(amount_cents) filter (where kind = 'contribution') as contribution,
        sum(amount_cents) filter (where kind = 'refund') as refund,
        sum(amount_cents) filter (where kind = 'charity_share') as charity,
        sum(amount_cents) filter (where dispute_id is not null) as dispute
      from ledger_entries group by collection_id
    ) e on e.collection_id = c.id
    left join (
      select collection_id,
        sum(case status when 'open' then held_cents when 'lost' then share_cents + fee_cents - receivable_cents else 0 end) as took
      from disputes group by collection_id
    ) d on d.collection_id = c.id
    left join (
      select collection_id,
        sum(net_cents) filter (where status in ('succeeded', 'refunded')) as settled,
        sum(net_cents) filter (where status = 'refunded') as refunded,
        sum(charity_cents) filter (where status = 'succeeded') as charity
      from payments where kind = 'contribution' group by collection_id
    ) p on p.collection_id = c.id
    where c.balance_cents <> 0 or e.collection_id is not null or p.collection_id is not null
    order by c.id`);
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as unknown as { rows: LedgerCheckRow[] }).rows;
  return rows.map((r) => ({ ...r, id: Number(r.id), balance: Number(r.balance) }));
}
