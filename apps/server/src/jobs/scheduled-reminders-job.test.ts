import { ORGANISER_ACTIVITY_PATHS as PATHS, organiserActivityPath } from '@groupgift/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../test/organiser-session';
import { usePaymentsApp } from '../../test/payments-app';
import { createOwnedCollection } from '../../test/owned-collection';
import { testConfig } from '../../test/test-app';
import { claimAndQueueReminders } from '../db/repositories/organiser-invitees-repository';
import { collections } from '../db/schema/collections';
import { emailOutbox } from '../db/schema/email-outbox';
import { inviteeReminders, invitees } from '../db/schema/invitees';
import type { OutgoingMail } from '../mail/transport';
import { dueSlot, sendScheduledReminders } from './scheduled-reminders-job';

// Runs on PGlite, and on PostgreSQL in the TEST_DB=postgres run (test/database-test-files.ts).

const PUBLIC_URL = 'https://gift.example.test';
const sent: OutgoingMail[] = [];
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: PUBLIC_URL }, { transport: { send: async (m) => void sent.push(m) } });
const config = testConfig({ publicUrl: PUBLIC_URL });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A collection with reminders `daysBefore` closing at `closeDate`, and its invitees invited at `invitedAt`. */
async function collectionWith(daysBefore: number[], closeDate: Date, invitedAt: Date, emails: string[]) {
  const owner = await signUpOrganiser(t.app());
  const collection = await createOwnedCollection(t.db(), owner.organiser.id, { closeDate, reminderDaysBefore: daysBefore });
  const rows = await t
    .db()
    .insert(invitees)
    .values(emails.map((email) => ({ guid: crypto.randomUUID(), collectionId: collection.id, email, createdAt: invitedAt })))
    .returning();
  return { ...collection, owner, rows };
}

async function remindersTo(email: string) {
  return t
    .db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'invitation-reminder')));
}

describe('dueSlot', () => {
  const close = new Date('2026-12-17T06:00:00Z');
  it('is the latest chosen day whose moment has passed, and nothing once closed', () => {
    expect(dueSlot(close, [7, 1], at(close, -7 * DAY - MINUTE))).toBeNull();
    expect(dueSlot(close, [7, 1], at(close, -7 * DAY))).toBe('d7');
    expect(dueSlot(close, [7, 1], at(close, -DAY + MINUTE))).toBe('d1');
    expect(dueSlot(close, [7, 1], close)).toBeNull();
    expect(dueSlot(close, [], at(close, -HOUR))).toBeNull();
  });
});

describe('scheduled reminders', () => {
  it('never within 24 hours of the invitation, nor of the previous reminder (23:59 / 24:01)', async () => {
    const invitedAt = new Date(Date.now() - 10 * DAY);
    // Days 3 and 1 before a close 2½ days after the invitation: slot d3 is due from the start, d1 12 h after the first day.
    const close = at(invitedAt, 2 * DAY + 12 * HOUR);
    const email = `bound-${Date.now()}@example.test`;
    await collectionWith([3, 1], close, invitedAt, [email]);

    expect(await sendScheduledReminders(t.app(), config, at(invitedAt, 23 * HOUR + 59 * MINUTE))).toBe(0);
    expect(await remindersTo(email)).toHaveLength(0);
    const firstAt = at(invitedAt, 24 * HOUR + MINUTE);
    expect(await sendScheduledReminders(t.app(), config, firstAt)).toBe(1);
    expect(await remindersTo(email)).toHaveLength(1);

    // Slot d1 falls due 12 h after the first reminder: it waits for the reminder's day to pass.
    expect(await sendScheduledReminders(t.app(), config, at(firstAt, 12 * HOUR))).toBe(0);
    expect(await sendScheduledReminders(t.app(), config, at(firstAt, 23 * HOUR + 59 * MINUTE))).toBe(0);
    expect(await sendScheduledReminders(t.app(), config, at(firstAt, 24 * HOUR + MINUTE))).toBe(1);
    // Each slot once: a later pass finds nothing more to send before the close.
    expect(await sendScheduledReminders(t.app(), config, at(firstAt, 2 * DAY + MINUTE))).toBe(0);
    expect(await remindersTo(email)).toHaveLength(2);
  });

  it('the manual "Remind" obeys the same 24-hour rules on the same clock', async () => {
    const invitedAt = new Date(Date.now() - 10 * DAY);
    const email = `manual-${Date.now()}@example.test`;
    const { id, rows } = await collectionWith([], at(invitedAt, 30 * DAY), invitedAt, [email]);
    const mailFor = () => ({ template: 'invitation-reminder', subject: 'Reminder', payload: {} });
    const remind = (now: Date) => claimAndQueueReminders(t.db(), id, [rows[0]!.guid], mailFor, now);
    expect(await remind(at(invitedAt, 23 * HOUR + 59 * MINUTE))).toHaveLength(0);
    const first = at(invitedAt, 24 * HOUR + MINUTE);
    expect(await remind(first)).toHaveLength(1);
    expect(await remind(at(first, 23 * HOUR + 59 * MINUTE))).toHaveLength(0);
    expect(await remind(at(first, 24 * HOUR + MINUTE))).toHaveLength(1);
  });

  it('skips invitees who answered, signed or unsubscribed, and closed or suspended collections', async () => {
    const invitedAt = new Date(Date.now() - 3 * DAY);
    const close = at(new Date(), 5 * DAY);
    const stamp = Date.now();
    const emails = ['waiting', 'paid', 'declined', 'signed', 'gone'].map((who) => `${who}-${stamp}@example.test`);
    const { id, rows } = await collectionWith([7], close, invitedAt, emails);
    const byEmail = (prefix: string) => rows.find((r) => r.email.startsWith(prefix))!;
    await t.db().update(invitees).set({ status: 'contributed' }).where(eq(invitees.id, byEmail('paid').id));
    await t.db().update(invitees).set({ status: 'no_thanks' }).where(eq(invitees.id, byEmail('declined').id));
    await t.db().update(invitees).set({ unsubscribedAt: new Date() }).where(eq(invitees.id, byEmail('gone').id));
    const { messages } = await import('../db/schema/messages');
    const { groupCards } = await import('../db/schema/group-cards');
    const [card] = await t.db().select().from(groupCards).where(eq(groupCards.collectionId, id));
    await t.db().insert(messages).values({
      guid: crypto.randomUUID(),
      groupCardId: card!.id,
      collectionId: id,
      inviteeId: byEmail('signed').id,
      name: 'Signer',
      editTokenHash: 'x',
    });

    // A suspended collection sends nothing; unsuspended, only the invitee still waiting hears from us.
    await t.db().update(collections).set({ isSuspended: true }).where(eq(collections.id, id));
    expect(await sendScheduledReminders(t.app(), config)).toBe(0);
    await t.db().update(collections).set({ isSuspended: false }).where(eq(collections.id, id));
    expect(await sendScheduledReminders(t.app(), config)).toBe(1);
    for (const email of emails) expect(await remindersTo(email)).toHaveLength(email.startsWith('waiting') ? 1 : 0);

    // Closed by the organiser: no more, even once the next day has passed.
    await t.db().update(collections).set({ isClosed: true }).where(eq(collections.id, id));
    expect(await sendScheduledReminders(t.app(), config, at(new Date(), 2 * DAY))).toBe(0);
  });

  it('two passes at once (two servers) send one reminder per invitee', async () => {
    const invitedAt = new Date(Date.now() - 3 * DAY);
    const stamp = Date.now();
    const emails = [1, 2, 3].map((n) => `race-${n}-${stamp}@example.test`);
    const { rows } = await collectionWith([7, 1], at(new Date(), 6 * DAY), invitedAt, emails);
    const now = new Date();
    const [a, b] = await Promise.all([sendScheduledReminders(t.app(), config, now), sendScheduledReminders(t.app(), config, now)]);
    expect(a + b).toBe(3);
    for (const email of emails) expect(await remindersTo(email)).toHaveLength(1);
    const slots = await t.db().select().from(inviteeReminders).where(eq(inviteeReminders.inviteeId, rows[0]!.id));
    expect(slots.map((s) => s.slot)).toEqual(['d7']);
  });

  it('the sent reminder carries the one-click unsubscribe headers, the cover and words in the collection’s zone', async () => {
    const invitedAt = new Date(Date.now() - 3 * DAY);
    const email = `headers-${Date.now()}@example.test`;
    await collectionWith([7], new Date('2099-01-01T00:00:00Z'), invitedAt, [email]);
    // A far close: nothing due yet.
    expect(await sendScheduledReminders(t.app(), config)).toBe(0);
    const [row] = await t.db().select().from(invitees).where(eq(invitees.email, email));
    expect(await sendScheduledReminders(t.app(), config, new Date('2098-12-28T00:00:00Z'))).toBe(1);
    sent.length = 0;
    await t.app().mail.worker.runOnce();
    const mail = sent.find((m) => m.to === email);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/${row!.guid}\\.[A-Za-z0-9_-]+>$`));
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain(`${PUBLIC_URL}/api/covers/`);
    expect(mail?.text).toContain('Wednesday 31 December 2098, 7 pm EST');
    expect(mail?.text).toMatch(/sign a group card and chip in to a gift/);
  });

  it('the organiser turns reminders on and off, validated by the shared schema', async () => {
    const owner = await signUpOrganiser(t.app());
    const { guid } = await createOwnedCollection(t.db(), owner.organiser.id);
    const url = organiserActivityPath(PATHS.reminderSchedule, { guid });
    const put = (daysBefore: unknown) => t.app().inject({ method: 'PUT', url, headers: owner.headers, payload: { daysBefore } });
    expect((await put([1, 7])).json()).toEqual({ daysBefore: [7, 1] });
    expect((await t.app().inject({ method: 'GET', url, headers: owner.headers })).json()).toEqual({ daysBefore: [7, 1] });
    const wrong = await put([5]);
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('Choose 14, 7, 3 or 1 days before the close.');
    expect((await put([7, 7])).statusCode).toBe(400);
    expect((await put([])).json()).toEqual({ daysBefore: [] });
    expect((await t.app().inject({ method: 'PUT', url, payload: { daysBefore: [] } })).statusCode).toBe(401);
  });
});
