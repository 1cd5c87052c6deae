import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../db/migrations-folder';

/**
 * Migration 0014 on a database that already holds collections and payments: every settled contribution
 * gets the entries its settle and refund would have booked, unexplained figures an opening balance, and
 * the balance is their sum (decision 111). Raw SQL on a PGlite of its own, stopped before 0014 to add data.
 */
let pg: PGlite;
const folder = findMigrationsFolder();

async function apply(tag: string) {
  await pg.exec(await readFile(join(folder, `${tag}.sql`), 'utf8'));
}

const pricing = { ccFeeAmount: 30, ccFeePercentage: 2.9, stripeFeeAmount: 30, stripeFeePercentage: 2.9, paypalFeeAmount: 49, paypalFeePercentage: 3.49, amexFeeAmount: 30, amexFeePercentage: 3.5 };

beforeAll(async () => {
  pg = await PGlite.create();
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const tags = journal.entries.sort((a, b) => a.idx - b.idx);
  for (const { tag } of tags.filter((e) => e.idx < 14)) await apply(tag);
  await pg.query(
    `insert into collections (guid, title, market, setup_type, close_date, so_far_collected_cents, charity_name, charity_percentage, pricing) values
      ('10000000-0000-4000-8000-0000000000a1', 'Demo with figures and payments', 'US', 'Collection', now(), 7000, 'Red Cross', 10, $1),
      ('10000000-0000-4000-8000-0000000000a2', 'Only contribution refunded', 'AU', 'Collection', now(), 0, null, null, $2),
      ('10000000-0000-4000-8000-0000000000a3', 'Nothing yet', 'US', 'Collection', now(), 0, null, null, null)`,
    [JSON.stringify(pricing), JSON.stringify({ ccFeeAmount: 30, ccFeePercentage: 1.75 })],
  );
  const payment = (key: string, collection: number, kind: string, provider: number, method: number, status: string, fee: number, net: number, charity: number, name: string | null) =>
    pg.query(
      `insert into payments (guid, idempotency_key, kind, collection_id, provider, payment_method, status, currency, amount_cents, fee_cents, net_cents, charity_cents, first_name, provider_reference)
       values (gen_random_uuid(), $1, $2, (select id from collections order by id offset $3 limit 1), $4, $5, $6, 'USD', $7, $8, $9, $10, $11, 'ref-' || $1)`,
      [key, kind, collection, provider, method, status, fee + net, fee, net, charity, name],
    );
  await payment('k1', 0, 'contribution', 2, 1, 'succeeded', 0, 2000, 200, 'Ana');
  await payment('k2', 0, 'contribution', 2, 1, 'refunded', 0, 1000, 100, 'Bo');
  await payment('k3', 0, 'contribution', 3, 3, 'succeeded', 100, 1000, 100, null);
  await payment('k4', 0, 'paid_group_card', 2, 1, 'succeeded', 0, 499, 0, 'Organiser');
  await payment('k5', 0, 'contribution', 2, 1, 'failed', 0, 5000, 500, 'Failed');
  await payment('k6', 1, 'contribution', 1, 1, 'refunded', 0, 1000, 0, 'Cy');
  await apply(tags.find((e) => e.idx === 14)!.tag);
});

afterAll(async () => {
  await pg?.close();
});

const entries = async (offset: number) =>
  (
    await pg.query<{ kind: string; cause: string; amount: number; ref: string | null; description: string }>(
      `select kind, cause, amount_cents as amount, provider_reference as ref, description from ledger_entries
       where collection_id = (select id from collections order by id offset $1 limit 1) order by id`,
      [offset],
    )
  ).rows;
const balance = async (offset: number) =>
  (await pg.query<{ b: number }>('select balance_cents as b from collections order by id offset $1 limit 1', [offset])).rows[0]!.b;

describe('migration 0014 backfills the ledger', () => {
  it('books each settled contribution, its absorbed fee, its charity share and its refund; figures no payment explains open the balance', async () => {
    expect(await entries(0)).toEqual([
      // 7000 on the page, 3000 of it from succeeded contributions.
      { kind: 'opening_balance', cause: 'backfill', amount: 4000, ref: null, description: 'Opening balance' },
      { kind: 'contribution', cause: 'backfill', amount: 2000, ref: 'ref-k1', description: 'Contribution from Ana' },
      // Stripe's row: 30 + 2.9 % of 2000 = 88, absorbed (the contributor paid no fee).
      { kind: 'fee', cause: 'backfill', amount: -88, ref: 'ref-k1', description: 'Card fee (absorbed)' },
      { kind: 'charity_share', cause: 'backfill', amount: -200, ref: 'ref-k1', description: 'Owed to Red Cross' },
      { kind: 'contribution', cause: 'backfill', amount: 1000, ref: 'ref-k2', description: 'Contribution from Bo' },
      { kind: 'fee', cause: 'backfill', amount: -59, ref: 'ref-k2', description: 'Card fee (absorbed)' },
      { kind: 'charity_share', cause: 'backfill', amount: -100, ref: 'ref-k2', description: 'Owed to Red Cross' },
      { kind: 'refund', cause: 'backfill_refund', amount: -1000, ref: 'ref-k2', description: 'Refund to Bo' },
      { kind: 'charity_share', cause: 'backfill_refund', amount: 100, ref: 'ref-k2', description: 'Owed to Red Cross: refunded, no longer owed' },
      // The contributor paid PayPal's fee on top: no fee entry.
      { kind: 'contribution', cause: 'backfill', amount: 1000, ref: 'ref-k3', description: 'Contribution from a contributor' },
      { kind: 'charity_share', cause: 'backfill', amount: -100, ref: 'ref-k3', description: 'Owed to Red Cross' },
    ]);
    expect(await balance(0)).toBe(4000 + 2000 - 88 - 200 + 1000 - 59 - 100 - 1000 + 100 + 1000 - 100);
  });

  it('starts no balance below zero: the fee of a refunded only contribution is not charged', async () => {
    expect((await entries(1)).map((e) => [e.kind, e.amount])).toEqual([
      ['contribution', 1000],
      ['fee', -48],
      ['refund', -1000],
      ['fee', 48],
    ]);
    expect(await balance(1)).toBe(0);
    expect(await entries(2)).toEqual([]);
    expect(await balance(2)).toBe(0);
  });
});
