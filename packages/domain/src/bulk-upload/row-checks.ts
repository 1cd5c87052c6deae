import { z } from 'zod';
import type { Market } from '../markets';
import { formatMessage } from '../messages';
import { formatMoney, parseMoney, type Cents } from '../money';
import { bulkUploadName, splitBulkUploadFullName } from '../organiser';
import { hasControlCharacters } from '../contract/common';
import type { ColumnMap } from './columns';
import {
  BULK_UPLOAD_EMAIL_MAX,
  BULK_UPLOAD_MAX_AMOUNT_CENTS,
  BULK_UPLOAD_NAME_MAX,
  type BulkUploadField,
} from './limits';

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

/**
 * Checks one data row. `firstLineOf` holds each email address already seen with its line, so a
 * repeated address is an error on every line after the first.
 */
export function checkRow(
  row: readonly string[],
  line: number,
  columns: ColumnMap,
  market: Market,
  firstLineOf: Map<string, number>,
): CheckedBulkRow {
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
    if (firstLineOf.has(key)) addError(errors, 'email', formatMessage('bulkUpload.duplicateEmail'));
    else firstLineOf.set(key, line);
  }
  const amountText = cell(row, columns.amount);
  const amountCents = checkAmount(errors, amountText, market);
  return { line, values: { ...names, email, amount: amountText }, amountCents, errors };
}
