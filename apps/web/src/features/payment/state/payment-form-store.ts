import { persisted } from '../../../lib/storage';

/** SPEC §3: the payment-details address (US variant), kept so a reload on the payment step keeps it. */
export interface PaymentAddress {
  street: string;
  country: string;
  city: string;
  suburb: string;
  state: string;
  postcode: string;
}

export const EMPTY_ADDRESS: PaymentAddress = { street: '', country: 'United States', city: '', suburb: '', state: '', postcode: '' };

/**
 * The parts of the payment form that the journey's payment-details state has no field for. Journey
 * state: cleared with the rest on the next landing visit. Never holds card data: the card lives in
 * the provider's iframe and its token only in memory.
 */
export const paymentAddressStore = persisted<PaymentAddress>('payment-address', EMPTY_ADDRESS);
