import { bulkUploadQuoteSchema, ORGANISER_PAYMENT_PATHS, type BulkUploadQuote } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

export function getBulkUploadQuote(collectionGuid: string, signal?: AbortSignal): Promise<BulkUploadQuote> {
  const path = ORGANISER_PAYMENT_PATHS.bulkUploadQuote.replace(
    ':collectionGuid',
    encodeURIComponent(collectionGuid),
  );
  return apiRequest(contractPath(path), {
    name: 'bulkUploadQuote',
    schema: bulkUploadQuoteSchema,
    errorMode: 'caller',
    signal,
  });
}
