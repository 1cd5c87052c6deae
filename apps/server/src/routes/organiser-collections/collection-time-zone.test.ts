import {
  MESSAGES,
  MONEY_OUT_PATHS,
  moneyOutPath,
  ORGANISER_ACTIVITY_PATHS,
  ORGANISER_COLLECTION_PATHS,
  organiserActivityPath,
  organiserCollectionPath,
  organiserCollectionSchema,
  statementResponseSchema,
  type OrganiserCollectionRequest,
} from '@groupgift/domain';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { US } from '../../../test/demo-guids';
import { contribute, paymentRow } from '../../../test/ledger-fixtures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { usePaymentsApp } from '../../../test/payments-app';
import { giveCollectionTo } from '../../../test/refund-fixtures';
import { collections } from '../../db/schema/collections';
import { emailOutbox } from '../../db/schema/email-outbox';
import { renderTemplate } from '../../../test/render-mail-for-test';
import { mailDate } from '../../mail/kit/mail-dates';

// One time zone per collection (decision 144): taken from the organiser's browser at create,
// changeable on edit, and the clock of every date its statement and mails state.
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: 'https://gift.example.test' });

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

function form(overrides: Partial<OrganiserCollectionRequest> = {}): OrganiserCollectionRequest {
  return {
    setupType: 'Collection',
    market: 'US',
    recipientName: 'Sam Lee',
    recipientEmail: '',
    occasion: '',
    title: 'Zoned',
    subtitle: '',
    description: '',
    imageUrl: null,
    closeDate: inAMonth(),
    targetCents: 0,
    hasExactAmount: false,
    exactAmountCents: 0,
    minimumContributionCents: 500,
    maxIndividualLimitCents: 0,
    zeroContributionAllowed: false,
    charityName: '',
    charityPercentage: 0,
    whoPaysFeeOption: 1,
    paymentGateways: [],
    contributionQuestion: '',
    cover: null,
    ...overrides,
  };
}

async function create(headers: Record<string, string>, body: OrganiserCollectionRequest) {
  return t.app().inject({ method: 'POST', url: ORGANISER_COLLECTION_PATHS.create, headers, payload: body });
}

async function storedZone(guid: string): Promise<string | null> {
  const [row] = await t.db().select({ timeZone: collections.timeZone }).from(collections).where(eq(collections.guid, guid));
  return row?.timeZone ?? null;
}

describe('the collection time zone', () => {
  it("stores the browser's zone sent at create, and reads it back", async () => {
    const { headers } = await signUpOrganiser(t.app());
    const res = await create(headers, form({ timeZone: 'Europe/London' }));
    expect(res.statusCode, res.body).toBe(201);
    const saved = organiserCollectionSchema.parse(res.json());
    expect(saved.timeZone).toBe('Europe/London');
    expect(await storedZone(saved.guid)).toBe('Europe/London');
    const read = await t.app().inject({ method: 'GET', url: organiserCollectionPath(saved.guid), headers });
    expect(read.json().timeZone).toBe('Europe/London');
  });

  it("gives a create without a zone its market's: Sydney for AU, New York for US", async () => {
    const { headers } = await signUpOrganiser(t.app(), { market: 'AU' });
    const au = organiserCollectionSchema.parse((await create(headers, form({ market: 'AU' }))).json());
    expect(au.timeZone).toBe('Australia/Sydney');
    const us = organiserCollectionSchema.parse((await create(headers, form({ market: 'US' }))).json());
    expect(us.timeZone).toBe('America/New_York');
  });

  it('refuses a zone that is not an IANA name with words, on create and on edit', async () => {
    const { headers } = await signUpOrganiser(t.app());
    for (const zone of ['Mars/Olympus', '+05:00', '']) {
      const res = await create(headers, form({ timeZone: zone }));
      expect(res.statusCode, zone).toBe(400);
      expect(res.json().error.details.fieldErrors.timeZone).toEqual([MESSAGES['validation.timeZone']]);
    }
    expect(MESSAGES['validation.timeZone']).toMatch(/^Choose a time zone from the list/);
    const saved = organiserCollectionSchema.parse((await create(headers, form({ timeZone: 'America/Chicago' }))).json());
    const url = organiserCollectionPath(saved.guid);
    const bad = await t.app().inject({ method: 'PUT', url, headers, payload: form({ closeDate: saved.closeDate, timeZone: 'Nowhere' }) });
    expect(bad.statusCode).toBe(400);
    expect(await storedZone(saved.guid)).toBe('America/Chicago');
  });

  it('changes on edit, and an edit that does not send one keeps it', async () => {
    const { headers } = await signUpOrganiser(t.app());
    const saved = organiserCollectionSchema.parse((await create(headers, form({ timeZone: 'America/Chicago' }))).json());
    const url = organiserCollectionPath(saved.guid);
    const changed = await t.app().inject({ method: 'PUT', url, headers, payload: form({ closeDate: saved.closeDate, timeZone: 'Australia/Perth' }) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().timeZone).toBe('Australia/Perth');
    const kept = await t.app().inject({ method: 'PUT', url, headers, payload: form({ closeDate: saved.closeDate, title: 'Renamed' }) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedZone(saved.guid)).toBe('Australia/Perth');
    const activity = await t.app().inject({ method: 'GET', url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.activity, { guid: saved.guid }), headers });
    expect(activity.json().timeZone).toBe('Australia/Perth');
  });

  it("writes the statement, its CSV and the contributor's receipt on the collection's clock", async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(12), owner.organiser.id);
    // A US collection whose organiser lives in Perth: the statement follows the collection, not the market.
    await t.db().update(collections).set({ timeZone: 'Australia/Perth' }).where(eq(collections.guid, US(12)));
    const guid = await contribute(app, US(12), 1000);

    const json = statementResponseSchema.parse(
      (await app.inject({ method: 'GET', url: moneyOutPath(MONEY_OUT_PATHS.statement, { guid: US(12) }), headers: owner.headers })).json(),
    );
    expect(json.timeZone).toBe('Australia/Perth');
    const csv = (await app.inject({ method: 'GET', url: moneyOutPath(MONEY_OUT_PATHS.statementCsv, { guid: US(12) }), headers: owner.headers })).body;
    const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',').at(-2)).toBe('Time zone');
    expect(first!.split(',').at(-2)).toBe('AWST');

    const { id } = await paymentRow(t.db(), guid);
    const [receipt] = await t
      .db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'contribution-receipt'), eq(emailOutbox.dedupeKey, `receipt:${guid}`)));
    expect(id).toBeGreaterThan(0);
    const payload = receipt!.payload as { timeZone: string; paymentDate: string };
    expect(payload.timeZone).toBe('Australia/Perth');
    const text = (await renderTemplate('contribution-receipt', payload)).text;
    // In words on the collection's clock (issue 32): "Paid on  Friday 27 November 2026, 5:05 pm AWST".
    expect(text).toContain(mailDate(payload.paymentDate, 'Australia/Perth'));
    expect(text).toMatch(/Paid on\s+\w+day \d{1,2} \w+ \d{4}, \d{1,2}(:\d{2})? [ap]m AWST/);
  });

  it("states an invitation's close date on the collection's clock with its abbreviation", async () => {
    const owner = await signUpOrganiser(t.app());
    const closeDate = new Date(`${new Date().getUTCFullYear() + 1}-01-15T12:59:00.000Z`);
    const collection = await createOwnedCollection(t.db(), owner.organiser.id, { timeZone: 'Australia/Sydney', closeDate });
    const res = await t.app().inject({
      method: 'POST',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.invitees, { guid: collection.guid }),
      headers: owner.headers,
      payload: { emails: ['zoned-invitee@example.test'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'zoned-invitee@example.test'));
    const text = (await renderTemplate(mail!.template, mail!.payload)).text;
    // 12:59 UTC on 15 Jan is 11:59 pm the same day in Sydney (AEDT, UTC+11).
    expect(text).toMatch(new RegExp(`closes on \\w+day 15 January ${closeDate.getUTCFullYear()}, 11:59 pm AEDT`));
  });

  it("migration 0024 gives rows without a zone their market's", async () => {
    const owner = await signUpOrganiser(t.app());
    const au = await createOwnedCollection(t.db(), owner.organiser.id, { market: 'AU', timeZone: null });
    const us = await createOwnedCollection(t.db(), owner.organiser.id, { market: 'US', timeZone: null });
    const kept = await createOwnedCollection(t.db(), owner.organiser.id, { market: 'AU', timeZone: 'Australia/Perth' });
    const migration = readFileSync(new URL('../../../drizzle/0024_collection-time-zone.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint')[1]!;
    await t.db().execute(sql.raw(update));
    expect(await storedZone(au.guid)).toBe('Australia/Sydney');
    expect(await storedZone(us.guid)).toBe('America/New_York');
    expect(await storedZone(kept.guid)).toBe('Australia/Perth');
  });
});
