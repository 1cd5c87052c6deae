import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { organiserScreen } from './lazy-screen';
import { meta } from './route-meta';
import { organiserLayout, requireOrganiser } from './organiser-shell';
import { clearJourneyStorage } from '../lib/storage';

/**
 * SPEC §4: boot clears local storage on the bulkupload flows, so no contributor journey leaks in.
 * Signed-out visitors go to log in and come back here.
 */
function bootBulkUpload(args: LoaderFunctionArgs) {
  clearJourneyStorage();
  return requireOrganiser(args);
}

/** Bulk upload of payees (SPEC §2; decisions 075–076). Children of the root route. */
export const bulkUploadRoutes: RouteObject[] = [
  {
    ...organiserLayout,
    children: [
      {
        path: '/bulkupload/:id/payee-details',
        ...meta('bulkupload-payee-details', 'bulkUpload.titles.payeeDetails'),
        loader: bootBulkUpload,
        lazy: organiserScreen(() => import('../features/bulk-upload/components/payee-details-page'), 'PayeeDetailsPage'),
      },
      {
        path: '/payment/bulkupload-received',
        ...meta('bulkupload-received', 'bulkUpload.titles.received'),
        loader: requireOrganiser,
        lazy: organiserScreen(() => import('../features/bulk-upload/components/bulkupload-received-page'), 'BulkUploadReceivedPage'),
      },
    ],
  },
];
