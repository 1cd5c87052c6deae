import type { MailCover } from './mail-definition';

/**
 * Mail samples are written against this origin; the previews at /dev/mail re-base them on the
 * server's configured PUBLIC_URL, so every link in a preview is one the server would really send.
 */
export const SAMPLE_ORIGIN = 'https://groupgift.example';

/** A drawn cover for a sample: the server's live cover preview, so a preview shows a real picture. */
export function sampleCover(design: string, title: string, name: string): { coverImageUrl: string; coverAlt: string } {
  const query = new URLSearchParams({ design, title, name });
  return { coverImageUrl: `${SAMPLE_ORIGIN}/api/covers/preview.png?${query.toString()}`, coverAlt: `Cover: ${title} for ${name}` };
}

/** A sample payload with every SAMPLE_ORIGIN link moved to `publicUrl`. */
export function rebaseSample<P>(sample: P, publicUrl: string): P {
  return JSON.parse(JSON.stringify(sample).replaceAll(SAMPLE_ORIGIN, publicUrl.replace(/\/+$/, ''))) as P;
}

/** The card's cover from a payload's cover fields, when it has a picture; a smaller `width` on mails about money or notices. */
export const SMALL_COVER = 160;

export function coverOf(p: { coverImageUrl?: string | null; coverAlt?: string }, title: string, width?: number): MailCover | null {
  return p.coverImageUrl ? { src: p.coverImageUrl, alt: p.coverAlt ?? `The cover of the card “${title}”`, ...(width ? { width } : {}) } : null;
}
