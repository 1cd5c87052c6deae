/*
 * The preview's plain rules (decisions 069–070), kept free of zod: the browser's entry bundle reads
 * them on every page (the loading layout asks whether loader modals may show), and the schemas in
 * contract/preview.ts stay in the chunks that need them.
 */

/** previewPath (SPEC §2 helper shape /preview/{id}/{step}) carrying a preview token. */
export function previewWebPath(collectionGuid: string, step = '', token?: string | null): string {
  const base = `/preview/${encodeURIComponent(collectionGuid)}${step ? `/${step}` : ''}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/**
 * The messages a preview page posts to the frame that embeds it (SPEC §2): `firstpagediv` from the
 * landing page, `groupcarddiv` from the sign page, `contributiondiv` from your details, how many,
 * how much and payment details. They are posted with the app's own origin as the target origin
 * (never '*'), and the frame accepts them only from that origin and its own iframe.
 */
export const PREVIEW_MESSAGE = {
  firstPage: 'firstpagediv',
  groupCard: 'groupcarddiv',
  contribution: 'contributiondiv',
} as const;
export type PreviewMessageName = (typeof PREVIEW_MESSAGE)[keyof typeof PREVIEW_MESSAGE];

/** Marks our messages among anything else a page may receive (browser extensions post too). */
export const PREVIEW_MESSAGE_SOURCE = 'groupgift-preview';

/** Which message a preview step posts. */
export function previewMessageForStep(step: string): PreviewMessageName | null {
  if (step === '') return PREVIEW_MESSAGE.firstPage;
  if (step === 'sign') return PREVIEW_MESSAGE.groupCard;
  if (step === 'your-details' || step === 'how-many' || step === 'how-much' || step === 'payment-details') {
    return PREVIEW_MESSAGE.contribution;
  }
  return null;
}
