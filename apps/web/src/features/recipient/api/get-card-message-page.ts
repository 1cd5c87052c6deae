import {
  DELIVERY_PATHS,
  deliveryPath,
  recipientMessagesPageSchema,
  type RecipientMessage,
} from '@groupgift/domain';
import type { FetchPage } from '../../../components/card/use-load-more';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** Who reads the delivered card, and so which key its further pages go with (decision 121). */
export type CardReader =
  | { kind: 'recipient'; token: string }
  | { kind: 'contributor'; collectionGuid: string; editToken: string }
  | { kind: 'preview'; collectionGuid: string };

/** The next pages of the delivered card's messages for one reader. */
export function cardMessagePages(reader: CardReader): FetchPage<RecipientMessage> {
  return async (cursor, signal) => {
    const common = { name: 'getCardMessagePage', schema: recipientMessagesPageSchema, errorMode: 'caller' as const, signal };
    const page =
      reader.kind === 'recipient'
        ? await apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.recipientMessages, { token: reader.token })), { ...common, query: { cursor } })
        : reader.kind === 'contributor'
          ? await apiRequest(contractPath(DELIVERY_PATHS.contributorCardMessages), {
              ...common,
              query: { collection: reader.collectionGuid, cursor },
              headers: { 'x-edit-token': reader.editToken },
            })
          : await apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.previewMessages, { guid: reader.collectionGuid })), { ...common, query: { cursor } });
    return { items: page.messages, nextCursor: page.nextCursor };
  };
}
