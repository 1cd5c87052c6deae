/**
 * Where focus goes in the search results grid for a key (roving tabindex, as the WAI-ARIA grid and
 * listbox patterns move): arrows by one item or one row, Home and End to the first and last.
 * Null for any other key, which the grid leaves to the browser.
 */
export function gridMove(key: string, index: number, count: number, columns: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      // On the last row a Down stays put rather than wrapping to the top.
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** How many items sit on the grid's first row as laid out now (it reflows with the width). */
export function columnsOf(items: readonly HTMLElement[]): number {
  const top = items[0]?.offsetTop;
  if (top === undefined) return 1;
  const firstRow = items.filter((item) => item.offsetTop === top).length;
  return Math.max(1, firstRow);
}
