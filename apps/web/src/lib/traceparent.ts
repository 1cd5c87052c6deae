const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A W3C `traceparent` for one API request (decision 154): a fresh trace id and this page's span id,
 * sampled, so the server's trace of the request (route, database, provider) starts from it and a
 * payment can be followed from the page that made it. Ids of all zeros are invalid; the odds of
 * drawing one are negligible, and the server would then start a trace of its own.
 */
export function newTraceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}
