import {
  cardBrandMismatchDetailsSchema,
  cardMessagesPageSchema,
  challengeRequiredDetailsSchema,
  collectionSchema,
  generateContributorMessageResponseSchema,
  groupCardSchema,
  improveContributorMessageResponseSchema,
  invitationHtmlResponseSchema,
  magicWriterAvailabilityResponseSchema,
  messageSchema,
  paymentStatusResponseSchema,
  randomFactResponseSchema,
  repeatContributionDetailsSchema,
  sandboxChallengeAnswerSchema,
  saveInvitationStatusResponseSchema,
  storeMessageResponseSchema,
  tokenizedCardSchema,
} from '@groupgift/domain';
import { clientConfigSchema, paymentAnswerSchema, uploadedImageSchema } from './web-schemas';

/**
 * The schemas the contributor's routes parse with, by the module that exports them. The generator
 * (scripts/generate-client-validators.ts) writes one validator per entry into generated.ts; a test
 * fails when generated.ts is stale or when zod and a validator disagree on a sample (decision 175).
 * Only the generator and the tests import this file.
 */
export const VALIDATED_SCHEMAS = {
  '@groupgift/domain': {
    collectionSchema,
    groupCardSchema,
    cardMessagesPageSchema,
    messageSchema,
    storeMessageResponseSchema,
    invitationHtmlResponseSchema,
    saveInvitationStatusResponseSchema,
    paymentStatusResponseSchema,
    tokenizedCardSchema,
    sandboxChallengeAnswerSchema,
    repeatContributionDetailsSchema,
    challengeRequiredDetailsSchema,
    cardBrandMismatchDetailsSchema,
    magicWriterAvailabilityResponseSchema,
    generateContributorMessageResponseSchema,
    improveContributorMessageResponseSchema,
    randomFactResponseSchema,
  },
  './web-schemas': { clientConfigSchema, paymentAnswerSchema, uploadedImageSchema },
};
