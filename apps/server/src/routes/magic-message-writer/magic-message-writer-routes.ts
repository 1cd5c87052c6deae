import { timingSafeEqual, createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import {
  API_PATHS,
  MAGIC_MESSAGE_REPORT_KEY_HEADER,
  MAGIC_MESSAGE_REPORT_PATH,
  errorEnvelopeSchema,
  generateContributorMessageRequestSchema,
  generateContributorMessageResponseSchema,
  improveContributorMessageRequestSchema,
  improveContributorMessageResponseSchema,
  magicMessageReportRequestSchema,
  magicMessageReportResponseSchema,
  magicWriterAvailabilityResponseSchema,
  mmwTrackingDetailsRequestSchema,
  mmwTrackingDetailsResponseSchema,
  randomFactQuerySchema,
  randomFactResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { AppError } from '../../lib/app-error';
import type { MagicWriterConfig } from '../../magic-writer/config';
import { createMagicWriterEngine } from '../../magic-writer/create-engine';
import type { MagicWriterEngine } from '../../magic-writer/engine';
import { createUsageTracker, type UsageTracker } from '../../magic-writer/usage-tracker';

export type MagicMessageWriterRoutesOptions = {
  config: MagicWriterConfig;
  /** Tests hand in a seeded engine or a double; otherwise chosen by configuration. */
  engine?: MagicWriterEngine;
  tracker?: UsageTracker;
};

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const TAGS = ['magic-message-writer'];

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  // Hashing first gives equal lengths, so the comparison leaks nothing about the key.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The Magic Message Writer (SPEC §7). Message text is never logged: handlers log only
 * events and failure reasons, and Fastify does not log bodies.
 */
export const magicMessageWriterRoutes: FastifyPluginAsyncZod<MagicMessageWriterRoutesOptions> = async (
  app,
  options,
) => {
  const { config } = options;
  const engine =
    options.engine ??
    createMagicWriterEngine(config, (reason) =>
      app.log.warn({ mmw: { fallback: reason } }, 'magic writer fell back to the local engine'),
    );
  const tracker = options.tracker ?? createUsageTracker();
  const perMinute = config.MMW_RATE_LIMIT_PER_MINUTE;

  // Scoped to this plugin: only the writer's routes are limited, per visitor (client IP).
  await app.register(rateLimit, {
    global: false,
    timeWindow: '1 minute',
    max: perMinute,
    ...rateLimitStore(app, 'magic-writer'),
  });
  const writingLimit = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  const lightLimit = { rateLimit: { max: perMinute * 4, timeWindow: '1 minute' } };

  const ensureEnabled = () => {
    if (!config.MMW_ENABLED)
      throw new AppError(503, 'service_unavailable', 'The message writer is not available right now.');
  };

  app.get(
    API_PATHS.magicWriterAvailable,
    {
      config: lightLimit,
      schema: {
        tags: TAGS,
        summary: 'Whether the writer can be offered',
        response: { 200: magicWriterAvailabilityResponseSchema, 429: errorEnvelopeSchema },
      },
    },
    async () => ({ available: config.MMW_ENABLED && (await engine.isAvailable()) }),
  );

  app.post(
    API_PATHS.generateContributorMessage,
    {
      config: writingLimit,
      schema: {
        tags: TAGS,
        summary: 'Write a message for the occasion, recipient, relationship, tone and length',
        body: generateContributorMessageRequestSchema,
        response: { 200: generateContributorMessageResponseSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      ensureEnabled();
      return engine.generate(request.body);
    },
  );

  app.post(
    API_PATHS.improveContributorMessage,
    {
      config: writingLimit,
      schema: {
        tags: TAGS,
        summary:
          'Fix spelling, capitals, spacing, punctuation and repeated words; correct text comes back unchanged',
        body: improveContributorMessageRequestSchema,
        response: { 200: improveContributorMessageResponseSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      ensureEnabled();
      const { message, engine: used } = await engine.improve(request.body);
      return { message, changed: message !== request.body.message, engine: used };
    },
  );

  app.get(
    API_PATHS.randomFact,
    {
      config: writingLimit,
      schema: {
        tags: TAGS,
        summary: 'A kind, true, light fact',
        querystring: randomFactQuerySchema,
        response: { 200: randomFactResponseSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      ensureEnabled();
      return engine.randomFact(request.query.previous);
    },
  );

  app.post(
    API_PATHS.magicMessageTracking,
    {
      config: lightLimit,
      schema: {
        tags: TAGS,
        summary: 'Record a use of the writer (no message text)',
        body: mmwTrackingDetailsRequestSchema,
        response: { 200: mmwTrackingDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { at: _at, ...event } = tracker.record(request.body);
      request.log.info({ mmw: event }, 'magic writer usage');
      return { recorded: true as const };
    },
  );

  app.post(
    MAGIC_MESSAGE_REPORT_PATH,
    {
      config: lightLimit,
      schema: {
        tags: TAGS,
        summary: `Usage report; needs the ${MAGIC_MESSAGE_REPORT_KEY_HEADER} header when MMW_REPORT_API_KEY is set`,
        body: magicMessageReportRequestSchema,
        response: { 200: magicMessageReportResponseSchema, 401: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const key = config.MMW_REPORT_API_KEY;
      const given = request.headers[MAGIC_MESSAGE_REPORT_KEY_HEADER];
      if (key && !sameSecret(typeof given === 'string' ? given : undefined, key)) {
        throw new AppError(401, 'unauthorized', 'A valid report key is required.');
      }
      return tracker.report(request.body);
    },
  );
};
