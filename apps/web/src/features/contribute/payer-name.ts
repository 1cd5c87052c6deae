import { persisted } from '../../lib/storage';

export interface PayerName {
  firstName: string;
  lastName: string;
}

/**
 * A name as one line split into the payment's first and last name (SPEC §3 fName, lName): the first
 * word, then the rest, so surnames of several words ("van Dijk", "de la Cruz") stay together. One
 * word leaves the last name empty for the person to add.
 */
export function splitName(full: string): PayerName {
  const words = full.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The card name the payer's name was last filled from, so a later change on the sign step follows. */
export const payerNameSourceStore = persisted<string | null>('payer-name-source', null);

/**
 * On sign & chip in the name is asked once (issue 30): the name signed on the card fills the payer's
 * name on the amount step. Returns the name to fill, or null to leave the fields alone: they were
 * typed or changed by the person, or already match.
 */
export function payerNameFromCard(cardName: string, payer: PayerName, filledFrom: string | null): PayerName | null {
  const target = splitName(cardName);
  if (!target.firstName) return null;
  const empty = !payer.firstName.trim() && !payer.lastName.trim();
  const previous = filledFrom === null ? null : splitName(filledFrom);
  const untouched = previous !== null && payer.firstName === previous.firstName && payer.lastName === previous.lastName;
  if (!empty && !untouched) return null;
  if (payer.firstName === target.firstName && payer.lastName === target.lastName) return null;
  return target;
}
