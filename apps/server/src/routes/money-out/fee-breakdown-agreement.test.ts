import {
  collectionActivitySchema,
  collectionListResponseSchema,
  contributionsResponseSchema,
  DELIVERY_PATHS,
  deliveryPath,
  MONEY_OUT_PATHS,
  moneyOutPath,
  ORGANISER_ACTIVITY_PATHS,
  ORGANISER_COLLECTION_PATHS,
  organiserActivityPath,
  recipientCardSchema,
  statementResponseSchema,
  WHO_PAYS_FEE,
} from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newRecipientToken } from '../../../test/delivered-card';
import { contribute, paymentRow } from '../../../test/ledger-fixtures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { usePaymentsApp } from '../../../test/payments-app';
import { refund } from '../../../test/refund-fixtures';
import { hashRecipientToken, insertLink } from '../../db/repositories/delivery-repository';
import { collections } from '../../db/schema/collections';
import { deliveries } from '../../db/schema/deliveries';
import { parseCsv } from '../../../test/csv';

/**
 * One fee breakdown everywhere (decision 143): two contributions to one collection, the first with the
 * card fee absorbed by the organiser and the second with it paid on top by the contributor. The
 * contributions list, the statement, its CSV, the organiser's figures, the dashboard and the recipient's
 * view state the same cents.
 */

const t = usePaymentsApp();


const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('the fee breakdown agrees everywhere', () => {
  it('an absorbed and a passed-on card fee: list, statement, CSV, figures, dashboard and recipient agree to the cent', async () => {
    const app = t.app();
    const db = t.db();
    const owner = await signUpOrganiser(app);
    // US card fees 2.9 % + 30; a 10 % share to Red Cross.
    const { id, guid } = await createOwnedCollection(db, owner.organiser.id, { whoPaysFeeOption: WHO_PAYS_FEE.ORGANISER });
    const absorbed = await contribute(app, guid, 4000, { fName: 'Ana', lName: 'Lima' });
    await db.update(collections).set({ whoPaysFeeOption: WHO_PAYS_FEE.CONTRIBUTOR }).where(eq(collections.id, id));
    const passedOn = await contribute(app, guid, 2500, { fName: 'Bo', lName: 'Chen' });
    expect(await paymentRow(db, passedOn)).toMatchObject({ amountCents: 2603, feeCents: 103, netCents: 2500 });

    // The contributions list: each row's card fee, who paid it, and the net.
    const list = contributionsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.contributions, { guid }), headers: owner.headers })).json(),
    );
    const row = (paymentGuid: string) => list.contributions.find((c) => c.guid === paymentGuid)!;
    // $40.00 absorbed: 116 + 30 = $1.46 comes off the gift, then 10 % to charity.
    expect(row(absorbed)).toMatchObject({ amount: 4000, fee: 146, feePaidBy: 'organiser', charityShare: 400, net: 3454 });
    // $25.00 passed on: 72.5 → 73 + 30 = $1.03 paid on top; the gift arrives whole.
    expect(row(passedOn)).toMatchObject({ amount: 2603, fee: 103, feePaidBy: 'contributor', charityShare: 250, net: 2250 });
    const totals = list.summary!.breakdown;
    expect(totals).toEqual({
      paid: 6603,
      feeOnTop: 103,
      feeAbsorbed: 146,
      fee: 249,
      given: 6500,
      charity: 650,
      refunded: 0,
      disputed: 0,
      recipientGets: 5704,
      opening: 0,
    });
    // The rows sum to the totals.
    expect(list.contributions.reduce((s, c) => s + c.fee, 0)).toBe(totals.fee);
    expect(list.contributions.reduce((s, c) => s + c.net, 0)).toBe(totals.recipientGets);

    // The statement: the absorbed fee is its own line, the one paid on top is named on its contribution.
    const statement = statementResponseSchema.parse(
      (await app.inject({ method: 'GET', url: moneyOutPath(MONEY_OUT_PATHS.statement, { guid }), headers: owner.headers })).json(),
    );
    expect(statement.breakdown).toEqual(totals);
    const feeLines = statement.entries.filter((e) => e.kind === 'fee');
    expect(feeLines).toEqual([expect.objectContaining({ amount: -row(absorbed).fee, paymentGuid: absorbed })]);
    const boLine = statement.entries.find((e) => e.kind === 'contribution' && e.paymentGuid === passedOn)!;
    expect(boLine.description).toBe('Contribution from Bo Chen (paid $26.03, card fee $1.03 paid by the contributor)');
    expect(statement.closingBalance).toBe(totals.recipientGets);

    // The CSV: the same fee line and the breakdown's summary rows.
    const csv = await app.inject({ method: 'GET', url: moneyOutPath(MONEY_OUT_PATHS.statementCsv, { guid }), headers: owner.headers });
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows.filter((r) => r[1] === 'Fee').map((r) => cents(r[3]!))).toEqual([-146]);
    const summary = Object.fromEntries(rows.filter((r) => r[1] === 'Summary').map((r) => [r[2], cents(r[4]!)]));
    expect(summary).toEqual({
      'Contributors paid': 6603,
      'Card fees paid by contributors on top': 103,
      'Refunded to contributors': 0,
      Given: 6500,
      'Card fees absorbed (taken from the gift)': 146,
      'Charity share': 650,
      Disputed: 0,
      "The recipient's (given less absorbed card fees, charity and disputes)": 5704,
    });

    // The organiser's figures and the money panel's.
    const activity = collectionActivitySchema.parse(
      (await app.inject({ method: 'GET', url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.activity, { guid }), headers: owner.headers })).json(),
    );
    expect(activity.summary).toMatchObject({ collected: 6500, charityShare: 650, breakdown: totals });
    const balance = (await app.inject({ method: 'GET', url: moneyOutPath(MONEY_OUT_PATHS.balance, { guid }), headers: owner.headers })).json();
    expect(balance).toMatchObject({ collected: 6500, fees: 146, charityShare: 650, available: 5704, breakdown: totals });

    // The dashboard's line for it.
    const dashboard = collectionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `${ORGANISER_COLLECTION_PATHS.list}?pageSize=50`, headers: owner.headers })).json(),
    );
    expect(dashboard.items.find((item) => item.guid === guid)).toMatchObject({ collectedCents: 6500, feesCents: 249, recipientGetsCents: 5704 });

    // The recipient's view: what they gave, the card fees taken from it, the charity's and theirs.
    const [delivery] = await db
      .insert(deliveries)
      .values({ collectionId: id, status: 'delivered', recipientName: 'Sam Lee', byLink: true, deliveredAt: new Date() })
      .returning();
    const token = newRecipientToken();
    await insertLink(db, delivery!.id, hashRecipientToken(token), 'copy', { revokeOthers: false });
    const card = recipientCardSchema.parse((await app.inject({ method: 'GET', url: deliveryPath(DELIVERY_PATHS.recipientCard, { token }) })).json());
    expect(card.gift).toEqual({ total: 6500, fees: 146, charityShare: 650, charityName: 'Red Cross', disputed: 0, yours: 5704 });
    await t.expectLedgerBalanced();
  });

  it('a refund: the list, the statement and the recipient keep agreeing, the absorbed fee kept', async () => {
    const app = t.app();
    const db = t.db();
    const owner = await signUpOrganiser(app);
    const { guid } = await createOwnedCollection(db, owner.organiser.id, { whoPaysFeeOption: WHO_PAYS_FEE.ORGANISER, charityName: null, charityPercentage: 0 });
    await contribute(app, guid, 4000);
    const refunded = await contribute(app, guid, 1000);
    expect((await refund(app, refunded, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    await t.settleWebhooks();

    const list = contributionsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.contributions, { guid }), headers: owner.headers })).json(),
    );
    // $10.00 refunded: 29 + 30 = $0.59 the provider keeps, still the collection's cost.
    expect(list.contributions.find((c) => c.guid === refunded)).toMatchObject({ status: 'refunded', amount: 1000, fee: 59, net: -59 });
    const statement = statementResponseSchema.parse(
      (await app.inject({ method: 'GET', url: moneyOutPath(MONEY_OUT_PATHS.statement, { guid }), headers: owner.headers })).json(),
    );
    expect(statement.breakdown).toEqual(list.summary!.breakdown);
    expect(statement.breakdown).toMatchObject({ paid: 5000, refunded: 1000, given: 4000, fee: 146 + 59, recipientGets: 4000 - 146 - 59 });
    expect(statement.closingBalance).toBe(statement.breakdown.recipientGets);
    expect(list.contributions.reduce((s, c) => s + c.net, 0)).toBe(statement.closingBalance);
  });
});
