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
