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
