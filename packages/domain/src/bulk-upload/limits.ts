import { FILE_SIZE_UNIT } from '../constants';

/*
 * Bulk upload of payees: one CSV of first name, last name, email and amount. The same parser and checker
 * run in the browser (instant feedback before and while uploading) and on the server (the truth that
 * decides what is stored and charged). Pure and synchronous: 5,000 rows take a few milliseconds.
 * This file holds the limits and the columns; each other file in this folder does one job.
 */

export const BULK_UPLOAD_MAX_ROWS = 5000;
export const BULK_UPLOAD_MAX_BYTES = 2 * FILE_SIZE_UNIT.MEGABYTE;
/** Shown in "File size must be less than {n}". */
export const BULK_UPLOAD_MAX_SIZE_LABEL = '2 MB';
/** One payee's gift is at most this much; keeps totals far from integer limits. */
export const BULK_UPLOAD_MAX_AMOUNT_CENTS = 10_000_000;
export const BULK_UPLOAD_NAME_MAX = 50;
export const BULK_UPLOAD_EMAIL_MAX = 254;

export const BULK_UPLOAD_FIELDS = ['firstName', 'lastName', 'email', 'amount'] as const;
export type BulkUploadField = (typeof BULK_UPLOAD_FIELDS)[number];

/** The template the page offers for download; also the column order of a file without a header row. */
export const BULK_UPLOAD_TEMPLATE_CSV =
  'First name,Last name,Email,Amount\r\nAda,Lovelace,ada@example.com,25.00\r\nCher,,cher@example.com,40\r\n';
