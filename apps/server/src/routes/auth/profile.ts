import type { OrganiserProfile } from '@groupgift/domain';
import type { OrganiserRow } from '../../db/repositories/organiser-sessions-repository';

/** What the account API shows of an organiser (never the password hash). */
export function toProfile(row: OrganiserRow): OrganiserProfile {
  return {
    id: row.id,
    guid: row.guid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    market: row.market === 'AU' ? 'AU' : 'US',
    pictureUrl: row.pictureUrl ?? null,
  };
}
