import type { AppDatabase } from '../../db/client';
import { organisers } from '../../db/schema/organisers';
import { DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_GUID, DEMO_OPERATOR_PASSWORD } from '../../db/seed/demo-ids';
import { hashPassword } from '../auth/passwords';

/**
 * The demo's support operator (decision 155): an account with the operator role and a known
 * password, so the console can be tried at once. Written only by a demo start (never production,
 * whatever DEMO_DATA says); upserted, so a restart resets its password and role.
 */
export async function seedDemoOperator(db: AppDatabase): Promise<void> {
  const operator = {
    guid: DEMO_OPERATOR_GUID,
    email: DEMO_OPERATOR_EMAIL,
    firstName: 'Sam',
    lastName: 'Support',
    market: 'US',
    passwordHash: await hashPassword(DEMO_OPERATOR_PASSWORD),
    operatorRole: 'support',
    isDeleted: false,
  };
  await db.insert(organisers).values(operator).onConflictDoUpdate({ target: organisers.guid, set: operator });
}
