import type { GroupCard } from '@groupgift/domain';
import { toBoardMessages, type BoardMessage } from '../../components/card/message-board';
import type { MessageDraft } from '../../lib/journey/journey-store';

/**
 * The visitor's message as the card now holds it (an edit shows as saved), or, until the refreshed
 * card arrives or while a paid message waits for its payment to settle, as this journey wrote it.
 */
export function ownMessageOf(
  messageId: number | null,
  card: GroupCard | null,
  draft: MessageDraft,
): BoardMessage | null {
  if (messageId === null) return null;
  const stored = card?.messages.find((message) => message.id === messageId);
  if (stored) return toBoardMessages([stored])[0] ?? null;
  if (!draft.comment.trim() && !draft.imageURL) return null;
  return {
    guid: String(messageId),
    name: draft.from.trim(),
    comment: draft.comment,
    imageUrl: draft.imageURL,
    width: draft.width,
    height: draft.height,
  };
}
