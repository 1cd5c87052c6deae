import type { Market } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { ConnectedAccountState, ConnectedAccountStatus } from '../../payment-providers/connected-accounts';
import type { SandboxAccountRecord, SandboxAccountStore } from '../../payment-providers/sandbox/connected-accounts';
import type { AppDatabase } from '../client';
import { sandboxConnectedAccounts } from '../schema/sandbox-provider';

type Row = typeof sandboxConnectedAccounts.$inferSelect;

const record = (row: Row): SandboxAccountRecord => ({
  accountId: row.id,
  idempotencyKey: row.idempotencyKey,
  country: row.country as Market,
  status: row.status as ConnectedAccountStatus,
  requirementsDue: row.requirementsDue,
  disabledReason: row.disabledReason,
});

/** The sandbox's connected accounts in the app's database, so a restart keeps an onboarding done. */
export class DbSandboxAccountStore implements SandboxAccountStore {
  constructor(private readonly db: AppDatabase) {}

  async insert(account: SandboxAccountRecord): Promise<SandboxAccountRecord> {
    const [row] = await this.db
      .insert(sandboxConnectedAccounts)
      .values({
        id: account.accountId,
        idempotencyKey: account.idempotencyKey,
        country: account.country,
        status: account.status,
        requirementsDue: account.requirementsDue,
        disabledReason: account.disabledReason,
      })
      .onConflictDoNothing({ target: sandboxConnectedAccounts.idempotencyKey })
      .returning();
    if (row) return record(row);
    const [first] = await this.db.select().from(sandboxConnectedAccounts).where(eq(sandboxConnectedAccounts.idempotencyKey, account.idempotencyKey));
    return record(first!);
  }

  async find(accountId: string): Promise<SandboxAccountRecord | undefined> {
    const [row] = await this.db.select().from(sandboxConnectedAccounts).where(eq(sandboxConnectedAccounts.id, accountId));
    return row ? record(row) : undefined;
  }

  async update(accountId: string, state: Omit<ConnectedAccountState, 'accountId'>): Promise<SandboxAccountRecord | undefined> {
    const [row] = await this.db
      .update(sandboxConnectedAccounts)
      .set({ status: state.status, requirementsDue: state.requirementsDue, disabledReason: state.disabledReason, updatedAt: new Date() })
      .where(eq(sandboxConnectedAccounts.id, accountId))
      .returning();
    return row ? record(row) : undefined;
  }
}
