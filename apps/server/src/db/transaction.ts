import type { AppDatabase } from './client';

/** An open transaction: repository calls that must commit or roll back together take one. */
export type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction, so a service can hold several repository calls together (the
 * payment settle: a compare-and-set and its effects) while the SQL stays in the repositories.
 * Anything `work` throws rolls everything back.
 */
export function inTransaction<T>(db: AppDatabase, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
