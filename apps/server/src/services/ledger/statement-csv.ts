import { centsToDecimalString, timeZoneAbbreviation, wallClock, type FeeTotals, type StatementResponse } from '@groupgift/domain';
import { KIND_LABELS } from './statement';

/**
 * The statement as CSV for a spreadsheet (RFC 4180: CRLF rows, fields with a comma, quote or line break
 * quoted, quotes doubled), with a UTF-8 byte order mark so spreadsheet programs read names as written.
 * Dates are the collection's wall clock (YYYY-MM-DD HH:MM, decision 144) with the zone's abbreviation
 * at that instant in the last column (AEDT or AEST: the offset is never in doubt across a DST change); amounts are plain decimals (-12.50) so they sum.
 * Text that a spreadsheet would run as a formula (= + - @ tab CR first) is prefixed with ' : a contributor
 * chooses their own name, so a statement must never execute what they typed.
 */

export const STATEMENT_CSV_HEADER = [
  'Date',
  'Type',
  'Description',
  'Amount',
  'Balance',
  'Provider reference',
  'Payment',
  'Redemption',
  // Last, so the columns before it keep their places: the Date's zone abbreviation at that instant.
  'Time zone',
  // The Amount's and Balance's currency (issue 33), after the columns that were there before it.
  'Currency',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell, neutralised and quoted as needed. */
export function textCell(value: string | null): string {
  const text = value ?? '';
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A number cell: the decimal as it is (a leading minus is a number here, not a formula). */
const amountCell = (cents: number) => centsToDecimalString(cents);

/** `2026-11-26 14:05` on the wall clock of `timeZone` (the domain's one reading of it, decision 144). */
export function localDateTime(iso: string, timeZone: string): string {
  const { date, time } = wallClock(iso, timeZone);
  return `${date} ${time}`;
}

/**
 * The fee breakdown's totals (decision 143) under the closing balance, one `Summary` row each with its
 * figure in the Balance column, so summing the Amount column still gives the closing balance.
 */
export const BREAKDOWN_ROWS: readonly [string, (t: FeeTotals) => number][] = [
  ['Contributors paid', (t) => t.paid],
  ['Card fees paid by contributors on top', (t) => t.feeOnTop],
  ['Refunded to contributors', (t) => t.refunded],
  ['Given', (t) => t.given],
  ['Card fees absorbed (taken from the gift)', (t) => t.feeAbsorbed],
  ['Charity share', (t) => t.charity],
  ['Disputed', (t) => t.disputed],
  ["The recipient's (given less absorbed card fees, charity and disputes)", (t) => t.recipientGets],
];

export function statementCsv(statement: StatementResponse): string {
  const rows = [STATEMENT_CSV_HEADER.join(',')];
  for (const e of statement.entries) {
    rows.push(
      [
        textCell(localDateTime(e.at, statement.timeZone)),
        textCell(KIND_LABELS[e.kind]),
        textCell(e.description),
        amountCell(e.amount),
        amountCell(e.balance),
        textCell(e.providerReference),
        textCell(e.paymentGuid),
        textCell(e.redemptionGuid),
        textCell(timeZoneAbbreviation(new Date(e.at), statement.timeZone)),
        textCell(statement.currency),
      ].join(','),
    );
  }
  const currency = textCell(statement.currency);
  rows.push(['', textCell('Closing balance'), '', '', amountCell(statement.closingBalance), '', '', '', '', currency].join(','));
  for (const [label, figure] of BREAKDOWN_ROWS) {
    rows.push(['', textCell('Summary'), textCell(label), '', amountCell(figure(statement.breakdown)), '', '', '', '', currency].join(','));
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
