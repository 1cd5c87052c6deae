import { addNamespace } from '../../lib/i18n';
import support from '../../locales/en-GB/support.json';

/** The support console's wording: loaded with its chunk, never with the contributor's entry (decision 156). */
export const SUPPORT_NS = addNamespace('support', support);
