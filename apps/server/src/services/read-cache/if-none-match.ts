/**
 * Whether an If-None-Match header names this entity tag, by the weak comparison GET uses
 * (RFC 9110 §13.1.2): `W/` prefixes are ignored, a list matches if any member does, `*` matches.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = stripWeak(etag);
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || stripWeak(tag) === opaque) return true;
  }
  return false;
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
