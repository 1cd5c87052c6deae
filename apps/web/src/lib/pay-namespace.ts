import { addNamespace } from './i18n';
import pay from '../locales/en-GB/pay.json';

/** The payment step's wording: part of the catalogue, loaded with the payment chunk (decision 099). */
export const PAY_NS = addNamespace('pay', pay);
