import { ownValue } from '../own-value';
import type { BulkUploadField } from './limits';

export type ColumnRole = BulkUploadField | 'fullName';

const HEADER_NAMES: Readonly<Record<string, ColumnRole>> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  forename: 'firstName',
  fname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  lname: 'lastName',
  name: 'fullName',
  fullname: 'fullName',
  payeename: 'fullName',
  recipientname: 'fullName',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  payeeemail: 'email',
  recipientemail: 'email',
  amount: 'amount',
  giftamount: 'amount',
  value: 'amount',
  gift: 'amount',
  giftvalue: 'amount',
};

/** "First name", "first_name", "FIRST-NAME" and "E-mail address" all name their column. */
export function headerRole(cell: string): ColumnRole | undefined {
  const key = cell
    .toLowerCase()
    .replace(/\(.*\)/g, '')
    .replace(/[^a-z]/g, '');
  return ownValue(HEADER_NAMES, key);
}

export type ColumnMap = Partial<Record<ColumnRole, number>>;

/**
 * The first row is a header when it names at least two known columns; otherwise the file is read in
 * the template's order (first name, last name, email, amount).
 */
export function detectColumns(firstRow: readonly string[]): { columns: ColumnMap; hasHeader: boolean } {
  const columns: ColumnMap = {};
  let known = 0;
  firstRow.forEach((cell, index) => {
    const role = headerRole(cell);
    if (role && columns[role] === undefined) {
      columns[role] = index;
      known += 1;
    }
  });
  if (known >= 2) return { columns, hasHeader: true };
  return { columns: { firstName: 0, lastName: 1, email: 2, amount: 3 }, hasHeader: false };
}
