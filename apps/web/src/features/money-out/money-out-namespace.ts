import { addNamespace } from '../../lib/i18n';
import moneyOut from '../../locales/en-GB/moneyOut.json';

/** The money-out wording joins the catalogue with this feature's chunk (decision 099), not the entry. */
export const MONEY_OUT_NS = addNamespace('moneyOut', moneyOut);
