import { useCallback, useMemo } from 'react';
import type { GroupCard, Message } from '@groupgift/domain';
import { useLoadMore, type FetchPage, type LoadMore } from '../../../components/card/use-load-more';
import { getCardMessages } from '../api/get-card-messages';

const NO_MESSAGES: Message[] = [];
const keyOf = (message: Message) => String(message.id);

/** The card's messages: the first page the card came with, then the rest as the reader reaches them. */
export function useCardMessagePages(collectionGuid: string, card: GroupCard | null): LoadMore<Message> {
  const first = useMemo(
    () => ({ items: card?.messages ?? NO_MESSAGES, nextCursor: card?.messagesNextCursor ?? null }),
    [card?.messages, card?.messagesNextCursor],
  );
  const fetchPage = useCallback<FetchPage<Message>>(
    async (cursor, signal) => {
      const page = await getCardMessages(collectionGuid, cursor, signal);
      return { items: page.messages, nextCursor: page.nextCursor };
    },
    [collectionGuid],
  );
  return useLoadMore(first, fetchPage, keyOf);
}
