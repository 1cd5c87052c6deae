import type { ReactElement } from 'react';

/** What every mail needs from configuration: links and pictures are absolute, built from PUBLIC_URL. */
export type MailContext = { publicUrl: string };

/** A picture of the card shown at the top of a mail where a card is involved (the composed cover PNG). */
export type MailCover = {
  src: string;
  alt: string;
  /** Its width in the mail's column: 320 for the card itself, smaller where the mail is about money. */
  width?: number;
};

/**
 * One kind of mail (issue 32): its outbox template name, the words inboxes show after the subject,
 * its body as React Email components inside the shared layout, and sample data for the previews at
 * /dev/mail and the rendering tests. The plain-text part is derived from the same HTML.
 */
export type MailDefinition<P> = {
  template: string;
  preheader: (payload: P, ctx: MailContext) => string;
  Body: (props: { payload: P; ctx: MailContext }) => ReactElement;
  /** The card's cover above the body, when a card is involved. */
  cover?: (payload: P, ctx: MailContext) => MailCover | null;
  /** One-click unsubscribe (RFC 8058) for the collection, on invitations and reminders. */
  unsubscribeUrl?: (payload: P, ctx: MailContext) => string | null;
  /** Sample payloads (first is the default) for /dev/mail and the rendering tests. */
  samples: readonly P[];
};

// The registry holds many payload types; each definition checks its own when written with defineMail.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMailDefinition = MailDefinition<any>;

export function defineMail<P>(definition: MailDefinition<P>): MailDefinition<P> {
  return definition;
}
