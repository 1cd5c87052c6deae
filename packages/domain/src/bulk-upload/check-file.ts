import type { Market } from '../markets';
import { formatMessage } from '../messages';
import type { Cents } from '../money';
import { detectColumns } from './columns';
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_ROWS, BULK_UPLOAD_MAX_SIZE_LABEL } from './limits';
import { parseCsv } from './parse-csv';
import { checkRow, type CheckedBulkRow } from './row-checks';

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
  if (all.length === 0) return { ok: false, error: formatMessage('bulkUpload.noRows') };
  const { columns, hasHeader } = detectColumns(all[0] ?? []);
  const hasName = columns.firstName !== undefined || columns.fullName !== undefined;
  if (!hasName || columns.email === undefined || columns.amount === undefined) {
    return { ok: false, error: formatMessage('bulkUpload.missingColumns') };
  }
  const dataRows = hasHeader ? all.slice(1) : all;
  if (dataRows.length === 0) return { ok: false, error: formatMessage('bulkUpload.noRows') };
  if (dataRows.length > BULK_UPLOAD_MAX_ROWS) {
    return {
      ok: false,
      error: formatMessage('bulkUpload.tooManyRows', { n: BULK_UPLOAD_MAX_ROWS.toLocaleString('en-GB') }),
    };
  }

  const firstLineOf = new Map<string, number>();
  const rows: CheckedBulkRow[] = [];
  let subtotalCents = 0;
  let errorCount = 0;
  dataRows.forEach((row, index) => {
    const checked = checkRow(row, index + (hasHeader ? 2 : 1), columns, options.market, firstLineOf);
    if (Object.keys(checked.errors).length > 0) errorCount += 1;
    else if (checked.amountCents !== null) subtotalCents += checked.amountCents;
    rows.push(checked);
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
