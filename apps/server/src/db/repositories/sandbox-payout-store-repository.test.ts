import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { SandboxPayoutProvider } from '../../payment-providers/sandbox/payouts';
import { sandboxEvents } from '../schema/sandbox-provider';
import { DbSandboxPayoutStore } from './sandbox-payout-store-repository';

let testDb: TestDatabase;
const never = new Promise<void>(() => undefined);

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.dispose();
});

/** A sandbox on the database whose timers never fire, as after a kill -9 nothing scheduled survives. */
function sandboxOnDb(now: () => Date = () => new Date()) {
  return new SandboxPayoutProvider({ store: new DbSandboxPayoutStore(testDb.handle.db), now, sleep: () => never });
}

const bank = (accountNumber: string, key: string) => ({
  idempotencyKey: key,
  accountHolderName: 'Ana Lima',
  bank: { country: 'US' as const, routingNumber: '110000000', accountNumber, accountType: 'checking' as const },
  currency: 'USD' as const,
});

describe('the sandbox payout store in the database', () => {
  it('keeps one payout per key under 40 concurrent calls, and refuses the key for another amount', async () => {
    const sandbox = sandboxOnDb();
    const { destinationId } = await sandbox.createBankDestination(bank('000123456789', 'db-dest-1'));
    const input = { idempotencyKey: 'db-once', amountCents: 1234, currency: 'USD' as const, destination: { kind: 'bank' as const, destinationId }, reference: 'r1' };
    const results = await Promise.all(Array.from({ length: 40 }, () => sandbox.createPayout(input)));
    expect(new Set(results.map((r) => r.providerPayoutId)).size).toBe(1);
    expect((await sandbox.store.listPayouts()).filter((p) => p.idempotencyKey === 'db-once')).toHaveLength(1);
    await expect(sandbox.createPayout({ ...input, amountCents: 1 })).rejects.toMatchObject({ kind: 'idempotency_conflict' });
  });

  it('finds a payout, a destination and a gift card by the same key after a restart', async () => {
    const before = sandboxOnDb();
    const destination = await before.createBankDestination(bank('000123456789', 'db-dest-2'));
    const payoutInput = { idempotencyKey: 'db-restart', amountCents: 900, currency: 'USD' as const, destination: { kind: 'bank' as const, destinationId: destination.destinationId }, reference: 'r2' };
    const payout = await before.createPayout(payoutInput);
    const card = await before.issueGiftCard({ idempotencyKey: 'db-gift', amountCents: 2500, currency: 'USD', reference: 'r3' });

    const after = sandboxOnDb();
    expect(await after.createBankDestination(bank('000123456789', 'db-dest-2'))).toEqual(destination);
    expect(await after.createPayout(payoutInput)).toEqual(payout);
    expect(await after.issueGiftCard({ idempotencyKey: 'db-gift', amountCents: 2500, currency: 'USD', reference: 'r3' })).toEqual(card);
    expect(await after.getGiftCard(card.providerGiftCardId)).toEqual(card);
    expect((await after.store.listPayouts()).filter((p) => p.idempotencyKey === 'db-restart')).toHaveLength(1);
  });

  it('returns a payout whose return came due while the server was down, once, with its event', async () => {
    let now = new Date('2026-11-26T10:00:00Z');
    const before = sandboxOnDb(() => now);
    const { destinationId } = await before.createBankDestination(bank('000111112222', 'db-dest-3'));
    const paid = await before.createPayout({ idempotencyKey: 'db-return', amountCents: 700, currency: 'USD', destination: { kind: 'bank', destinationId }, reference: 'r4' });
    expect(paid.status).toBe('paid');

    now = new Date(now.getTime() + 60_000);
    const after = sandboxOnDb(() => now);
    const [a, b] = await Promise.all([after.getPayout(paid.providerPayoutId), after.getPayout(paid.providerPayoutId)]);
    expect([a.status, b.status]).toEqual(['returned', 'returned']);
    expect(a.failure).toMatchObject({ code: 'account_closed' });
    const events = await testDb.handle.db.select().from(sandboxEvents).where(eq(sandboxEvents.paymentId, paid.providerPayoutId));
    expect(events.map((e) => e.type).sort()).toEqual(['payout.paid', 'payout.returned']);
  });
});
