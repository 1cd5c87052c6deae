import { z } from 'zod';
import { bulkGiftTotal } from './amounts';
import { FILE_SIZE_UNIT, SETUP_TYPE } from './constants';
import type { Market } from './markets';
import { formatMessage } from './messages';
import { formatMoney, parseMoney, type Cents } from './money';
import { bulkUploadName, splitBulkUploadFullName } from './organiser';
import { hasControlCharacters } from './contract/common';
import { ownValue } from './own-value';

/*
 * Bulk upload of payees: one CSV of first name, last name, email and amount. The same parser and checker
 * run in the browser (instant feedback before and while uploading) and on the server (the truth that
 * decides what is stored and charged). Pure and synchronous: 5,000 rows take a few milliseconds.
 */

export const BULK_UPLOAD_MAX_ROWS = 5000;
export const BULK_UPLOAD_MAX_BYTES = 2 * FILE_SIZE_UNIT.MEGABYTE;
/** Shown in "File size must be less than {n}". */
export const BULK_UPLOAD_MAX_SIZE_LABEL = '2 MB';
/** One payee's gift is at most this much; keeps totals far from integer limits. */
export const BULK_UPLOAD_MAX_AMOUNT_CENTS = 10_000_000;
export const BULK_UPLOAD_NAME_MAX = 50;
export const BULK_UPLOAD_EMAIL_MAX = 254;

/** Checks the catalogue has no wording for; worded like its other messages. */
export const BULK_UPLOAD_MESSAGES = {
  duplicateEmail: 'This email address appears more than once in the file',
  noRows: 'The file has no payees',
  tooManyRows: 'The file must have at most {n} payees',
  missingColumns: 'The file must have the columns first name, last name, email and amount',
} as const;

export const BULK_UPLOAD_FIELDS = ['firstName', 'lastName', 'email', 'amount'] as const;
export type BulkUploadField = (typeof BULK_UPLOAD_FIELDS)[number];

/** The template the page offers for download; also the column order of a file without a header row. */
export const BULK_UPLOAD_TEMPLATE_CSV =
  'First name,Last name,Email,Amount\r\nAda,Lovelace,ada@example.com,25.00\r\nCher,,cher@example.com,40\r\n';

/**
 * RFC 4180 CSV: quoted fields with "" for a quote, commas and line breaks inside quotes, CRLF, LF or CR
 * line ends, a leading byte-order mark. Lenient where files in the wild are: an unclosed quote runs to
 * the end of the file, and a quote inside an unquoted field is kept as text. Blank lines are skipped.
 * Stops once `maxRows` rows are read (returns maxRows + 1 rows so the caller can tell "too many").
 */
export function parseCsv(text: string, maxRows = Number.POSITIVE_INFINITY): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let quoted = false;
  let fieldStarted = false;

  const endRow = () => {
    // A blank line (no comma, no quote, no text) is not a row.
    const blank = row.length === 0 && field === '' && !fieldStarted;
    row.push(field);
    if (!blank) rows.push(row);
    row = [];
    field = '';
    fieldStarted = false;
  };

  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      // Copy a run of ordinary characters at once: far faster than one at a time.
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      fieldStarted = false;
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      if (rows.length > maxRows) return rows;
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      let end = i + 1;
      while (end < n) {
        const d = text[end];
        if (d === ',' || d === '\r' || d === '\n') break;
        end += 1;
      }
      field += text.slice(i, end);
      fieldStarted = true;
      i = end;
    }
  }
  if (field !== '' || row.length > 0 || fieldStarted) endRow();
  return rows;
}

/**
 * The file's text: UTF-8 (with or without a BOM) when the bytes are valid UTF-8, otherwise Windows-1252,
 * which is what spreadsheet programs write for "CSV (Comma delimited)" on Windows. Browser and server
 * decode the same way, so both check the same text.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// 0x80–0x9F of Windows-1252 (the rest is Latin-1). Decoded here because not every runtime's
// TextDecoder maps this range (some treat the label as plain Latin-1).
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    const chunk = Array.from(bytes.subarray(i, i + 4096), (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)));
    out += chunk.join('');
  }
  return out;
}

type ColumnRole = BulkUploadField | 'fullName';

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

export type BulkRowValues = Record<BulkUploadField, string>;
export type BulkRowErrors = Partial<Record<BulkUploadField, string[]>>;

export interface CheckedBulkRow {
  /** Line number as a spreadsheet shows it (the header is line 1 when present). */
  line: number;
  /** What the file holds, after the name rule, so the table shows what will be stored. */
  values: BulkRowValues;
  /** Cents when the amount is valid. */
  amountCents: Cents | null;
  errors: BulkRowErrors;
}

export interface BulkPayee {
  firstName: string;
  lastName: string;
  email: string;
  amountCents: Cents;
}

export type BulkUploadCheck =
  | {
      ok: true;
      rows: CheckedBulkRow[];
      validCount: number;
      errorCount: number;
      /** The payees to store: every row, only when no row has an error. */
      payees: BulkPayee[] | null;
      /** Sum of the valid rows' amounts. */
      subtotalCents: Cents;
    }
  | { ok: false; error: string };

const EMAIL = z.regexes.email;

function cell(row: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : (row[index] ?? '').trim();
}

function addError(errors: BulkRowErrors, field: BulkUploadField, message: string): void {
  (errors[field] ??= []).push(message);
}

function checkName(errors: BulkRowErrors, field: 'firstName' | 'lastName', value: string, required: boolean) {
  if (required && value === '') addError(errors, field, formatMessage('validation.required'));
  // The same text rule as every field of the contract: a NUL could not be stored (decision 095).
  else if (hasControlCharacters(value)) addError(errors, field, formatMessage('validation.controlCharacters'));
  else if (value.length > BULK_UPLOAD_NAME_MAX) {
    addError(errors, field, formatMessage('validation.maxLength', { n: BULK_UPLOAD_NAME_MAX }));
  }
}

function checkAmount(errors: BulkRowErrors, text: string, market: Market): Cents | null {
  const parsed = parseMoney(text);
  if (!parsed.ok) {
    addError(errors, 'amount', formatMessage(parsed.error.key, parsed.error.params));
    return null;
  }
  if (parsed.cents <= 0) {
    addError(errors, 'amount', formatMessage('validation.greaterThan', { n: formatMoney(0, market) }));
    return null;
  }
  if (parsed.cents > BULK_UPLOAD_MAX_AMOUNT_CENTS) {
    const n = formatMoney(BULK_UPLOAD_MAX_AMOUNT_CENTS, market);
    addError(errors, 'amount', formatMessage('validation.lessThanOrEqual', { n }));
    return null;
  }
  return parsed.cents;
}

/** SPEC §5 name rule: a missing last name is "."; a first name of several words with no last name splits. */
function namesOf(row: readonly string[], columns: ColumnMap): { firstName: string; lastName: string } {
  const first = cell(row, columns.firstName);
  const last = cell(row, columns.lastName);
  if (first === '' && last === '' && columns.fullName !== undefined) {
    const full = cell(row, columns.fullName);
    return full === '' ? { firstName: '', lastName: '' } : splitBulkUploadFullName(full);
  }
  if (first === '') return { firstName: '', lastName: last };
  return last === '' ? splitBulkUploadFullName(first) : bulkUploadName(first, last);
}

/** Parses and checks a whole file. File-level refusals (size, rows, columns) come back as `ok: false`. */
export function checkBulkUploadCsv(
  text: string,
  options: { market: Market; sizeBytes?: number },
): BulkUploadCheck {
  const size = options.sizeBytes ?? new TextEncoder().encode(text).length;
  if (size > BULK_UPLOAD_MAX_BYTES) {
    return { ok: false, error: formatMessage('validation.fileSize', { n: BULK_UPLOAD_MAX_SIZE_LABEL }) };
  }
  const all = parseCsv(text, BULK_UPLOAD_MAX_ROWS + 1);
  if (all.length === 0) return { ok: false, error: BULK_UPLOAD_MESSAGES.noRows };
  const { columns, hasHeader } = detectColumns(all[0] ?? []);
  const hasName = columns.firstName !== undefined || columns.fullName !== undefined;
  if (!hasName || columns.email === undefined || columns.amount === undefined) {
    return { ok: false, error: BULK_UPLOAD_MESSAGES.missingColumns };
  }
  const dataRows = hasHeader ? all.slice(1) : all;
  if (dataRows.length === 0) return { ok: false, error: BULK_UPLOAD_MESSAGES.noRows };
  if (dataRows.length > BULK_UPLOAD_MAX_ROWS) {
    return {
      ok: false,
      error: BULK_UPLOAD_MESSAGES.tooManyRows.replace('{n}', BULK_UPLOAD_MAX_ROWS.toLocaleString('en-GB')),
    };
  }

  const firstLineOf = new Map<string, number>();
  const rows: CheckedBulkRow[] = [];
  let subtotalCents = 0;
  let errorCount = 0;
  dataRows.forEach((row, index) => {
    const line = index + (hasHeader ? 2 : 1);
    const errors: BulkRowErrors = {};
    const names = namesOf(row, columns);
    checkName(errors, 'firstName', names.firstName, true);
    checkName(errors, 'lastName', names.lastName, false);
    const email = cell(row, columns.email);
    if (email === '') addError(errors, 'email', formatMessage('validation.required'));
    else if (email.length > BULK_UPLOAD_EMAIL_MAX || !EMAIL.test(email)) {
      addError(errors, 'email', formatMessage('validation.email'));
    } else {
      const key = email.toLowerCase();
      if (firstLineOf.has(key)) addError(errors, 'email', BULK_UPLOAD_MESSAGES.duplicateEmail);
      else firstLineOf.set(key, line);
    }
    const amountText = cell(row, columns.amount);
    const amountCents = checkAmount(errors, amountText, options.market);
    const hasErrors = Object.keys(errors).length > 0;
    if (hasErrors) errorCount += 1;
    else if (amountCents !== null) subtotalCents += amountCents;
    rows.push({ line, values: { ...names, email, amount: amountText }, amountCents, errors });
  });

  const payees =
    errorCount === 0
      ? rows.map((r) => ({
          firstName: r.values.firstName,
          lastName: r.values.lastName,
          email: r.values.email,
          amountCents: r.amountCents ?? 0,
        }))
      : null;
  return { ok: true, rows, validCount: rows.length - errorCount, errorCount, payees, subtotalCents };
}

/** SPEC §5 for a bulk upload: the fee is subtotal × bulkGiftsFee % half-up; total = fee + subtotal. */
export function bulkUploadTotals(
  subtotalCents: Cents,
  bulkGiftsFee: number,
): { subtotalCents: Cents; feeCents: Cents; totalCents: Cents } {
  const { bulkFee, total } = bulkGiftTotal({
    subtotal: subtotalCents,
    setupType: SETUP_TYPE.BULK_GIFTS,
    bulkGiftsFee,
  });
  return { subtotalCents, feeCents: bulkFee, totalCents: total };
}

/** A file name safe for a Content-Disposition header and a download: no paths, quotes or controls. */
export function sanitiseFileName(name: string, fallback = 'payees.csv'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\w .()-]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return cleaned === '' || /^_+(\.\w*)?$/.test(cleaned) ? fallback : cleaned;
}
