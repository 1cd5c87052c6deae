import account from '../locales/en-GB/account.json';
import organiser from '../locales/en-GB/organiser.json';
import activity from '../locales/en-GB/activity.json';
import preview from '../locales/en-GB/preview.json';
import organiserPayment from '../locales/en-GB/organiserPayment.json';
import bulkUpload from '../locales/en-GB/bulkUpload.json';
import delivery from '../locales/en-GB/delivery.json';
import { extendTranslation } from './i18n';

/*
 * The organiser side's wording (decision 170): the account, organiser, activity, preview, organiser
 * payment, bulk upload and delivery texts, under their keys of the default namespace. Evaluating this
 * module adds them; the organiser's, the preview's and the recipient's routes load it with their
 * screens (app/lazy-screen.ts `organiserScreen`), so the entry and the contributor's pages carry none.
 */
extendTranslation({ account, organiser, activity, preview, organiserPayment, bulkUpload, delivery });
