import { addNamespace } from './i18n';
import recipient from '../locales/en-GB/recipient.json';

/** The recipient's view's wording: part of the catalogue, loaded with the recipient chunk (decision 099). */
export const RECIPIENT_NS = addNamespace('recipient', recipient);
