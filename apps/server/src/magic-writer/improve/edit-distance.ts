/**
 * Damerau-Levenshtein distance weighted for how people actually mistype: swapped letters
 * and doubled or undoubled letters cost half, anything else one.
 */
export function typoDistance(typed: string, candidate: string): number {
  const a = typed.toLowerCase();
  const b = candidate.toLowerCase();
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < rows; i++) (d[i] as number[])[0] = i;
  for (let j = 0; j < cols; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const ca = a[i - 1] as string;
      const cb = b[j - 1] as string;
      const doubledInA = ca === a[i - 2] || ca === a[i];
      const doubledInB = cb === b[j - 2] || cb === b[j];
      const deletion = at(i - 1, j) + (doubledInA ? 0.5 : 1);
      const insertion = at(i, j - 1) + (doubledInB ? 0.5 : 1);
      const substitution = at(i - 1, j - 1) + (ca === cb ? 0 : 1);
      let best = Math.min(deletion, insertion, substitution);
      if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb) best = Math.min(best, at(i - 2, j - 2) + 0.5);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}
