import { Navigate, useParams, useSearchParams } from 'react-router';
import '../../components/payment.css';
import '../organiser-payment.css';
import { BulkPaymentPage } from './bulk-payment-page';
import { PackPaymentPage } from './pack-payment-page';
import { PgcPaymentPage } from './pgc-payment-page';

/** /payment/:id — a paid group card, or with ?bulkpayment=true the collection's bulk upload (SPEC §2). */
export function OrganiserPaymentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return params.get('bulkpayment') === 'true' ? (
    <BulkPaymentPage collectionGuid={id} />
  ) : (
    <PgcPaymentPage collectionGuid={id} />
  );
}

/** /payment?packpayment=true&userid= — a pack; any other /payment has nothing to show. */
export function PackPaymentRoutePage() {
  const [params] = useSearchParams();
  return params.get('packpayment') === 'true' ? <PackPaymentPage /> : <Navigate to="/errors/404" replace />;
}

export { PackPaymentReceivedPage, PaymentReceivedPage } from './received-pages';
