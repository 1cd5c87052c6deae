import type { Collection, GroupCard, Pathway } from '@groupgift/domain';
import { PAYMENT_DEFAULTS } from '@groupgift/domain';
import { persisted } from '../storage';

/** SPEC §3 pathway state, kept across reloads. */
export interface PathwayState {
  pathway: Pathway | null;
  /** Stored locally (SPEC §3): set by Sign card / Sign only, cleared by Sign & chip in. */
  signOnly: boolean;
  isEdit: boolean;
  /** The message being edited in edit mode. */
  editMessageId: number | null;
  invitationGuidId: string | null;
  /** The link carried signonly=true: only signing is offered. */
  signOnlyLink: boolean;
  response: string | null;
  checkResponse: boolean;
  checkIsPaymentPathway: boolean;
  checkPathway: boolean;
}

export const PATHWAY_DEFAULTS: PathwayState = {
  pathway: null,
  signOnly: false,
  isEdit: false,
  editMessageId: null,
  invitationGuidId: null,
  signOnlyLink: false,
  response: null,
  checkResponse: false,
  checkIsPaymentPathway: false,
  checkPathway: false,
};

/**
 * SPEC §3 payment details the contributor steps fill in. Wallet tokens, the tokenised card and
 * provider form state are deliberately absent: card data never goes to browser storage.
 */
export interface PaymentDetailsState {
  contribution: number | null;
  contributions: number;
  contributionQuestionAnswer: string;
  cqid: number | null;
  emailAddress: string;
  firstName: string;
  lastName: string;
  invoiceNumber: string | null;
  isStoreCardPayment: boolean;
  paymentDate: string | null;
  paymentId: string | null;
  paymentReference: string | null;
  paymentMethod: number | null;
  paymentSuccessful: boolean;
  scheme: string;
  termsAccepted: boolean;
  topUp: boolean;
  whoPaysFeeOption: number;
  discount: number;
  promoPercentage: string;
  promoCode: string;
  promoWasApplied: boolean;
}

export const PAYMENT_DETAILS_DEFAULTS: PaymentDetailsState = {
  contribution: null,
  contributions: PAYMENT_DEFAULTS.contributions,
  contributionQuestionAnswer: '',
  cqid: null,
  emailAddress: '',
  firstName: '',
  lastName: '',
  invoiceNumber: null,
  isStoreCardPayment: false,
  paymentDate: null,
  paymentId: null,
  paymentReference: null,
  paymentMethod: null,
  paymentSuccessful: false,
  scheme: PAYMENT_DEFAULTS.scheme,
  termsAccepted: false,
  topUp: false,
  whoPaysFeeOption: PAYMENT_DEFAULTS.whoPaysFeeOption,
  discount: 0,
  promoPercentage: PAYMENT_DEFAULTS.promoPercentage,
  promoCode: '',
  promoWasApplied: false,
};

const CARD_FIELDS = ['tokenizedCard', 'checkOutToken', 'appleToken', 'googleToken', 'payPalPaymentForm', 'directApiPayPalForm', 'stripe'];

/** Strips anything card-like another screen may have merged in, before it reaches storage. */
export function withoutCardData<T extends object>(value: T): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const field of CARD_FIELDS) delete copy[field];
  return copy as T;
}

/** The message the contributor is writing, kept so a reload on the sign page keeps it. */
export interface MessageDraft {
  collectionGuid: string | null;
  from: string;
  comment: string;
  imageURL: string | null;
  imageUsed: boolean;
  width: number | null;
  height: number | null;
  /** Card options group: text only or text and picture. */
  cardOption: 'text' | 'picture';
  /** Set once the message is on the card. */
  savedMessageId: number | null;
  /** The message logid, sent with the payment as groupCardId. */
  savedLogId: number | null;
}

export const MESSAGE_DRAFT_DEFAULTS: MessageDraft = {
  collectionGuid: null,
  from: '',
  comment: '',
  imageURL: null,
  imageUsed: false,
  width: null,
  height: null,
  cardOption: 'text',
  savedMessageId: null,
  savedLogId: null,
};

export const collectionStore = persisted<Collection | null>('collection', null);
export const groupCardStore = persisted<GroupCard | null>('group-card', null);
export const pathwayStore = persisted<PathwayState>('pathway', PATHWAY_DEFAULTS);
export const paymentDetailsStore = persisted<PaymentDetailsState>('payment-details', PAYMENT_DETAILS_DEFAULTS, {
  sanitise: withoutCardData,
});
export const messageDraftStore = persisted<MessageDraft>('message-draft', MESSAGE_DRAFT_DEFAULTS);

/**
 * Edit tokens by message id (DESIGN §3). Not journey state: they must survive the storage clear on
 * the next landing visit so the person can still edit their message from this browser.
 */
export const editTokenStore = persisted<Record<string, string>>('edit-tokens', {}, { journey: false });

/** "Save my details": the contributor's name and email, kept on this device only when asked. */
export interface SavedDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
}
export const savedDetailsStore = persisted<SavedDetails | null>('saved-details', null, { journey: false });

/**
 * The amount as typed on the how-much screen, kept on every keystroke so a reload shows it again
 * even before it is a valid amount (decision 101); null until the person types. The checked amount
 * goes to `contribution`.
 */
export const amountDraftStore = persisted<string | null>('amount-draft', null);
