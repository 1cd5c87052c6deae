import { z } from 'zod';
import { guidSchema, textSchema } from './common';
import { MMW_LENGTHS, MMW_LIMITS, MMW_OCCASIONS, MMW_RELATIONSHIPS, MMW_TONES } from './magic-writer-choices';

/*
 * Contract of the Magic Message Writer (SPEC §7: /MagicMessageWriter/* and /mmw/*).
 * The spec names the paths only; the shapes below are ours (docs/decisions/040).
 */

const MMW_MARKETS = ['AU', 'US'] as const;

export const mmwOccasionSchema = z.enum(MMW_OCCASIONS);
export const mmwRelationshipSchema = z.enum(MMW_RELATIONSHIPS);
export const mmwToneSchema = z.enum(MMW_TONES);
export const mmwLengthSchema = z.enum(MMW_LENGTHS);
export const mmwMarketSchema = z.enum(MMW_MARKETS);

export type MmwOccasion = z.infer<typeof mmwOccasionSchema>;
export type MmwRelationship = z.infer<typeof mmwRelationshipSchema>;
export type MmwTone = z.infer<typeof mmwToneSchema>;
export type MmwLength = z.infer<typeof mmwLengthSchema>;
export type MmwMarket = z.infer<typeof mmwMarketSchema>;

/** Word bounds per length; generated messages always land inside them. */
export const MMW_LENGTH_WORDS: Record<MmwLength, { min: number; max: number }> = {
  short: { min: 12, max: 40 },
  medium: { min: 41, max: 75 },
  long: { min: 76, max: 130 },
};

/** POST /api/MagicMessageWriter/generate-contributor-message */
export const generateContributorMessageRequestSchema = z.object({
  collectionGuid: guidSchema.optional(),
  occasion: mmwOccasionSchema,
  recipientName: textSchema({ trim: true }).min(1).max(MMW_LIMITS.recipientNameMax),
  relationship: mmwRelationshipSchema,
  tone: mmwToneSchema,
  length: mmwLengthSchema.default('medium'),
  market: mmwMarketSchema.default('US'),
  /** The message shown before "Another one", so the next one differs from it. */
  previousMessage: textSchema({ multiline: true }).max(MMW_LIMITS.messageMax).optional(),
});
export type GenerateContributorMessageRequest = z.input<typeof generateContributorMessageRequestSchema>;

const mmwEngineNameSchema = z.enum(['local', 'openai']);

export const generateContributorMessageResponseSchema = z.object({
  message: z.string(),
  engine: mmwEngineNameSchema,
});
export type GenerateContributorMessageResponse = z.infer<typeof generateContributorMessageResponseSchema>;

/** POST /api/MagicMessageWriter/improve-contributor-message */
export const improveContributorMessageRequestSchema = z.object({
  collectionGuid: guidSchema.optional(),
  message: textSchema({ multiline: true })
    .max(MMW_LIMITS.messageMax)
    .refine((s) => s.trim().length > 0, { error: 'Please write a message first' }),
  market: mmwMarketSchema.default('US'),
});
export type ImproveContributorMessageRequest = z.input<typeof improveContributorMessageRequestSchema>;

export const improveContributorMessageResponseSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  engine: mmwEngineNameSchema,
});
export type ImproveContributorMessageResponse = z.infer<typeof improveContributorMessageResponseSchema>;

/** GET /api/MagicMessageWriter/tell-me-a-random-fact */
export const randomFactQuerySchema = z.object({
  /** Id of the fact on screen, so "another fact" never repeats it. */
  previous: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const randomFactResponseSchema = z.object({
  id: z.number().int().min(0),
  fact: z.string(),
});
export type RandomFactResponse = z.infer<typeof randomFactResponseSchema>;

/** GET /api/MagicMessageWriter/check-if-magic-writer-service-available */
export const magicWriterAvailabilityResponseSchema = z.object({
  available: z.boolean(),
});

const MMW_TRACKING_EVENTS = [
  'opened',
  'generated',
  'another',
  'improved',
  'inserted',
  'fact',
] as const;
const mmwTrackingEventSchema = z.enum(MMW_TRACKING_EVENTS);

/** POST /api/mmw/magic-message/tracking-details. Deliberately carries no message text. */
export const mmwTrackingDetailsRequestSchema = z.strictObject({
  collectionGuid: guidSchema.optional(),
  event: mmwTrackingEventSchema,
  occasion: mmwOccasionSchema.optional(),
  relationship: mmwRelationshipSchema.optional(),
  tone: mmwToneSchema.optional(),
  length: mmwLengthSchema.optional(),
  market: mmwMarketSchema.optional(),
});
export type MmwTrackingDetailsRequest = z.infer<typeof mmwTrackingDetailsRequestSchema>;

export const mmwTrackingDetailsResponseSchema = z.object({ recorded: z.literal(true) });

/** POST /api/mmw/generate-magic-message-report (separate key: header x-api-key). */
export const magicMessageReportRequestSchema = z.object({
  collectionGuid: guidSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type MagicMessageReportRequest = z.infer<typeof magicMessageReportRequestSchema>;

const countsSchema = z.record(z.string(), z.number().int().min(0));

export const magicMessageReportResponseSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  total: z.number().int().min(0),
  byEvent: countsSchema,
  byOccasion: countsSchema,
  byTone: countsSchema,
});
export type MagicMessageReportResponse = z.infer<typeof magicMessageReportResponseSchema>;

/** SPEC §7: the report has its own base path and key, sent in this header. */
export const MAGIC_MESSAGE_REPORT_PATH = '/api/mmw/generate-magic-message-report';
export const MAGIC_MESSAGE_REPORT_KEY_HEADER = 'x-api-key';
