/**
 * The contribution-details body the server put in the landing page's HTML (decision 125), as a
 * non-executable `<script type="application/json">`: the first boot of that collection reads it
 * instead of asking the API again. It is taken once, so a later boot (another tab, a new visit)
 * asks the API as before.
 */
const EMBEDDED_DETAILS_ID = 'gg-contribution-details';

function element(guid: string): HTMLElement | null {
  const found = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_DETAILS_ID);
  return found?.dataset.collection === guid ? found : null;
}

/** Whether the page carries this collection's details. */
export function hasEmbeddedDetails(guid: string): boolean {
  return element(guid) !== null;
}

/** The embedded body for this collection, parsed but not yet validated; undefined when there is none (or it is not JSON). */
export function takeEmbeddedDetails(guid: string): unknown {
  const found = element(guid);
  if (!found) return undefined;
  found.remove();
  try {
    return JSON.parse(found.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
