import { MARKET_TIME_ZONE } from '@groupgift/domain';
import { mailDate } from '../kit/mail-dates';
import type { MailCover } from '../kit/mail-definition';
import type { InvitationPayload } from '../templates';

/*
 * The words the invitation and its reminder share (issue 32): what it is (a card, a gift or both),
 * for whom, from whom, and when it closes. Payloads queued before issue 32 have no mode or recipient:
 * they read as before.
 */

export const organiserOf = (p: InvitationPayload) => p.organiserName.trim() || 'The organiser';
export const closesOf = (p: InvitationPayload) => mailDate(p.closeDate, p.timeZone ?? MARKET_TIME_ZONE.US);
const recipientOf = (p: InvitationPayload) => p.recipientName?.trim() || null;

/** "sign a card for Robin", "chip in to a gift for Robin", "sign a card and chip in to a gift for Robin". */
export function askOf(p: InvitationPayload): string | null {
  if (!p.mode) return null;
  const forWhom = recipientOf(p) ? ` for ${recipientOf(p)}` : '';
  if (p.mode === 'card') return `sign a group card${forWhom}`;
  if (p.mode === 'gift') return `chip in to a group gift${forWhom}`;
  return `sign a group card and chip in to a gift${forWhom}`;
}

/** The one button's words. */
export function actionOf(p: InvitationPayload): string {
  if (p.mode === 'card') return 'Sign the card';
  if (p.mode === 'gift') return 'Chip in';
  if (p.mode === 'card-and-gift') return 'Sign and chip in';
  return 'Open the invitation';
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function coverOf(p: InvitationPayload): MailCover | null {
  if (!p.coverUrl) return null;
  const recipient = recipientOf(p);
  return { src: p.coverUrl, alt: p.coverAlt?.trim() || (recipient ? `The card for ${recipient}` : `The card of “${p.collectionTitle}”`) };
}

const SAMPLE_LINK = 'https://groupgift.example/contribute/00000000-0000-4000-8000-000000000001?invId=00000000-0000-4000-8000-000000000002';

/** Samples for /dev/mail and the rendering tests: a card and gift with its cover, a gift alone, and an old payload. */
export const INVITATION_SAMPLES: readonly InvitationPayload[] = [
  {
    organiserName: 'Olive Organiser',
    collectionTitle: 'Farewell Robin',
    closeDate: '2026-12-17T06:00:00Z',
    timeZone: 'Australia/Sydney',
    link: SAMPLE_LINK,
    mode: 'card-and-gift',
    recipientName: 'Robin Recipient',
    coverUrl: 'https://groupgift.example/api/covers/00000000-0000-4000-8000-000000000001-sample.png',
    coverAlt: 'Good luck Robin',
    unsubscribeUrl: 'https://groupgift.example/api/unsubscribe/00000000-0000-4000-8000-000000000002.sample-signature',
  },
  {
    organiserName: 'Olive Organiser',
    collectionTitle: 'Thank you, Ms Patel',
    closeDate: '2026-12-11T23:00:00Z',
    timeZone: 'America/New_York',
    link: SAMPLE_LINK,
    mode: 'gift',
    recipientName: 'Ms Patel',
    coverUrl: null,
    unsubscribeUrl: 'https://groupgift.example/api/unsubscribe/00000000-0000-4000-8000-000000000002.sample-signature',
  },
  {
    organiserName: 'Olive Organiser',
    collectionTitle: 'Farewell Robin',
    closeDate: '2026-12-17T06:00:00Z',
    timeZone: 'Australia/Sydney',
    link: SAMPLE_LINK,
  },
];
