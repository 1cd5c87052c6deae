import { MONEY_OUT_PATHS, moneyOutPath, statementResponseSchema } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AU, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { collectionRow, contribute, paymentRow } from '../../../test/ledger-fixtures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { usePaymentsApp } from '../../../test/payments-app';
import { giveCollectionTo, refund } from '../../../test/refund-fixtures';
import { ledgerEntries } from '../../db/schema/money-out';
import { balanceFigures } from '../../services/ledger/balance-figures';
import { statementFileName } from './statement-routes';
import { parseCsv } from '../../../test/csv';

const t = usePaymentsApp();

const jsonPath = (guid: string) => moneyOutPath(MONEY_OUT_PATHS.statement, { guid });
const csvPath = (guid: string) => moneyOutPath(MONEY_OUT_PATHS.statementCsv, { guid });


describe('the statement (JSON and CSV)', () => {
  it('lists every movement with a running balance that closes at the balance, the page figures agreeing', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(12), owner.organiser.id);
    await contribute(app, US(12), 3000, { fName: 'Ana', lName: 'Lima, "Jr"' });
    const refunded = await contribute(app, US(12), 1000, { fName: '=HYPERLINK("http://evil.test","x")', lName: 'Hacker' });
    expect((await refund(app, refunded, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    await t.settleWebhooks();

    const res = await app.inject({ method: 'GET', url: jsonPath(US(12)), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = statementResponseSchema.parse(res.json());
    expect(body).toMatchObject({ currency: 'USD', timeZone: 'America/New_York' });
    let running = 0;
    for (const e of body.entries) {
      running += e.amount;
      expect(e.balance).toBe(running);
    }
    const row = await collectionRow(t.db(), US(12));
    expect(body.closingBalance).toBe(running);
    expect(body.closingBalance).toBe(row.balanceCents);
    expect((await balanceFigures(t.db(), row.id)).available).toBe(row.balanceCents);
    expect(body.entries.map((e) => e.kind)).toEqual([
      'opening_balance',
      'contribution',
      'fee',
      'charity_share',
      'contribution',
      'fee',
      'charity_share',
      'refund',
      'charity_share',
    ]);
    expect(body.entries[0]).toMatchObject({ description: 'Opening balance', amount: 10000, paymentGuid: null });
    expect(body.entries[1]).toMatchObject({ description: 'Contribution from Ana Lima, "Jr"', amount: 3000, providerReference: expect.any(String) });
    expect(body.entries[3]).toMatchObject({ description: 'Owed to Red Cross', amount: -300 });
    expect(body.entries[7]).toMatchObject({ kind: 'refund', amount: -1000, paymentGuid: refunded });
  });

  it('downloads the same as CSV: quoted, formula-safe, in the market time zone, totals adding up', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app, { market: 'AU' });
    await giveCollectionTo(t.db(), AU(14), owner.organiser.id);
    const guid = await contribute(app, AU(14), 2550, { fName: '@SUM(A1)', lName: 'Smith, "Jo"' });
    // Pin the contribution's entries to a known instant: 03:05 UTC is 14:05 in Sydney (daylight saving).
    const { id } = await paymentRow(t.db(), guid);
    await t.db().update(ledgerEntries).set({ createdAt: new Date('2026-11-26T03:05:00Z') }).where(eq(ledgerEntries.paymentId, id));

    const res = await app.inject({ method: 'GET', url: csvPath(AU(14)), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Date', 'Type', 'Description', 'Amount', 'Balance', 'Provider reference', 'Payment', 'Redemption', 'Time zone', 'Currency']);
    const contribution = rows.find((r) => r[1] === 'Contribution')!;
    expect(contribution[0]).toBe('2026-11-26 14:05');
    expect(contribution[8]).toBe('AEDT');
    // Every row says its currency: the AU collection's amounts are Australian dollars.
    expect(rows.slice(1).every((r) => r[9] === 'AUD')).toBe(true);
    expect(contribution[2]).toBe('Contribution from @SUM(A1) Smith, "Jo"');
    expect(contribution[3]).toBe('25.50');
    expect(contribution[6]).toBe(guid);
    const fee = rows.find((r) => r[1] === 'Fee')!;
    // AU card row: 30 + 1.75 % of 2550 = 74.6 → 75: "-0.75", a number, not text.
    expect(fee[3]).toBe('-0.75');
    const closingAt = rows.findIndex((r) => r[1] === 'Closing balance');
    const body = rows.slice(1, closingAt);
    const total = body.reduce((sum, r) => sum + Math.round(Number(r[3]) * 100), 0);
    const closing = rows[closingAt]!;
    // Under it only the fee breakdown's summary rows, their figures outside the Amount column.
    expect(rows.slice(closingAt + 1).every((r) => r[1] === 'Summary' && r[3] === '')).toBe(true);
    expect(Math.round(Number(closing[4]) * 100)).toBe(total);
    expect(total).toBe((await collectionRow(t.db(), AU(14))).balanceCents);
    expect(Math.round(Number(body.at(-1)![4]) * 100)).toBe(total);
  });

  it("prefixes a contributor's formula-looking description with a quote", async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(13), owner.organiser.id);
    const guid = await contribute(app, US(13), 1000);
    const { id } = await paymentRow(t.db(), guid);
    await t.db().update(ledgerEntries).set({ description: '=1+2', providerReference: '-cmd' }).where(eq(ledgerEntries.paymentId, id));
    const rows = parseCsv((await app.inject({ method: 'GET', url: csvPath(US(13)), headers: owner.headers })).body);
    const line = rows.find((r) => r[6] === guid && r[1] === 'Contribution')!;
    expect(line[2]).toBe("'=1+2");
    expect(line[5]).toBe("'-cmd");
    expect(line[3]).toBe('10.00');
  });

  it("is the organiser's own: 404 for another organiser and an unknown collection, 401 signed out", async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    const stranger = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(11), owner.organiser.id);
    for (const path of [jsonPath(US(11)), csvPath(US(11))]) {
      expect((await app.inject({ method: 'GET', url: path, headers: owner.headers })).statusCode).toBe(200);
      const theirs = await app.inject({ method: 'GET', url: path, headers: stranger.headers });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ error: { code: 'not_found' } });
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: jsonPath(UNKNOWN_GUID), headers: owner.headers })).statusCode).toBe(404);
  });

  it('names the file after the title and the market day', () => {
    expect(statementFileName("Sam's Retirement — Gift!", new Date('2026-11-26T14:00:00Z'), 'Australia/Sydney')).toBe(
      'statement-sam-s-retirement-gift-2026-11-27.csv',
    );
    expect(statementFileName('🎉', new Date('2026-11-26T14:00:00Z'), 'America/New_York')).toBe('statement-collection-2026-11-26.csv');
  });
});

