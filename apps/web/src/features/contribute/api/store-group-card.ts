import { API_PATHS, type StoreMessageResponse } from '@groupgift/domain';
import type { z } from 'zod';
import type { storeMessageRequestSchema } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { storeMessageResponseValidator } from '../../../lib/validators/generated';

export type StoreMessageBody = z.input<typeof storeMessageRequestSchema>;

/** POST /groupcard/StoreGroupCard: puts a new message on the card and returns its edit token once. */
export function storeGroupCard(body: StoreMessageBody): Promise<StoreMessageResponse> {
  return apiRequest(contractPath(API_PATHS.storeGroupCard), {
    name: 'storeGroupCard',
    method: 'POST',
    body,
    schema: storeMessageResponseValidator,
  });
}
