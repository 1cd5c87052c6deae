import { errorPath } from '@groupgift/domain';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useOrganiserSession } from '../../../../lib/organiser-session';
import '../../components/payment.css';
import '../organiser-payment.css';
import { BulkPaymentPage } from './bulk-payment-page';
import { PackPaymentPage } from './pack-payment-page';
import { PgcPaymentPage } from './pgc-payment-page';

/**
 * /payment/:id — a paid group card, or with ?bulkpayment=true the collection's bulk upload; and
 * /payment/:userid, the organiser's own id, is the pack payment on the same path (SPEC §2).
 */
export function OrganiserPaymentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { organiser } = useOrganiserSession();
  if (params.get('bulkpayment') === 'true') return <BulkPaymentPage collectionGuid={id} />;
  if (organiser && id === organiser.guid) return <PackPaymentPage userId={id} />;
  return <PgcPaymentPage collectionGuid={id} />;
}

/** /payment?packpayment=true&userid= — a pack; any other /payment has nothing to show. */
export function PackPaymentRoutePage() {
  const [params] = useSearchParams();
  return params.get('packpayment') === 'true' ? <PackPaymentPage /> : <Navigate to={errorPath(404)} replace />;
}

export { PackPaymentReceivedPage, PaymentReceivedPage } from './received-pages';
