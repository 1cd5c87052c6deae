import type { BulkUploadQuote } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { countBulkUploadPayees } from '../../db/repositories/bulk-uploads-repository';
import type { SessionOrganiser } from '../../plugins/auth';
import { ownCollection } from '../user-details';
import { priceBulkUpload } from './organiser-quote';

/** The bulk upload payment page's figures (the upload's rows total and its bulk fee). */
export async function bulkUploadQuote(
  db: AppDatabase,
  organiser: SessionOrganiser,
  collectionGuid: string,
): Promise<BulkUploadQuote> {
  const collection = await ownCollection(db, organiser, collectionGuid);
  const { upload, quote } = await priceBulkUpload(db, collection);
  return {
    collectionGuid: collection.guid,
    collectionTitle: collection.title,
    market: collection.market === 'AU' ? 'AU' : 'US',
    status: upload.status as BulkUploadQuote['status'],
    payeeCount: await countBulkUploadPayees(db, upload.id),
    quote,
  };
}
