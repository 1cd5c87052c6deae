import type { OutboxRow } from '../db/repositories/email-outbox-repository';

/** The domain of the sender address ("GroupGift <no-reply@groupgift.test>" → groupgift.test). */
function senderDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain ?? 'groupgift.invalid';
}

/**
 * The Message-ID of an outbox row's mail: the same on every attempt, so a mail sent again after a
 * crash between the SMTP server's acceptance and our record of it is recognisably the same message
 * (receiving servers and mail clients drop or thread a repeat). The row's creation time keeps two
 * databases that reuse an id (a reset demo, a restored backup) from sharing one.
 */
export function outboxMessageId(row: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  return `<outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${senderDomain(from)}>`;
}
