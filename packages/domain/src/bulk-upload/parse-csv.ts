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
