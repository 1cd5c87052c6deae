import type { ChallengeProvider } from '@groupgift/domain';
import { z } from 'zod';
import { ConfigError, parseEnv } from '../../plugins/config-error';
import type { Mode } from '../../plugins/deployment';

/*
 * The card-testing defences' settings (issue 29, decision 132). The limits are the goal's figures
 * by default; every e2e and API test pays from 127.0.0.1, so their configs raise the per-address
 * and per-card figures by these same variables (there is no switch that turns the defences off).
 */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const count = (max: number, fallback: number) =>
  z.coerce
    .number({ message: `must be a whole number from 1 to ${max}` })
    .int(`must be a whole number from 1 to ${max}`)
    .min(1, `must be a whole number from 1 to ${max}`)
    .max(max, `must be a whole number from 1 to ${max}`)
    .default(fallback);

export const cardDefencesEnvSchema = z.object({
  /** Declined card attempts one client address may make in 10 minutes. */
  CARD_DECLINES_PER_ADDRESS: count(1_000_000, 5),
  /** Declined card attempts on one collection in an hour, whoever makes them. */
  CARD_DECLINES_PER_COLLECTION: count(1_000_000, 20),
  /** Declined card attempts with one contributor email in an hour. */
  CARD_DECLINES_PER_EMAIL: count(1_000_000, 5),
  /** Declined attempts with one card (its fingerprint) in a day. */
  CARD_DECLINES_PER_CARD: count(1_000_000, 3),
  /** Card attempts from one address in 10 minutes before the "are you a person?" check is asked. */
  CARD_ATTEMPTS_PER_ADDRESS: count(1_000_000, 10),
  /** Collections one address may pay by card in an hour before the check is asked. */
  CARD_COLLECTIONS_PER_ADDRESS: count(1_000_000, 3),
  /** The breaker: at least this many declines in 15 minutes … */
  CARD_BREAKER_MIN_DECLINES: count(1_000_000, 10),
  /** … that are at least this share (per cent) of the collection's card attempts, pause its card payments … */
  CARD_BREAKER_DECLINE_PERCENT: count(100, 50),
  /** … for this long. */
  CARD_BREAKER_PAUSE_MINUTES: count(24 * 60, 30),
  /** The challenge's provider; unset: the sandbox in the demo, none in production (a refusal instead). */
  CHALLENGE_PROVIDER: z.enum(['turnstile', 'hcaptcha', 'recaptcha', 'sandbox']).optional(),
  /** The provider's public site key (the page's widget). */
  CHALLENGE_SITE_KEY: z.string().min(1).max(200).optional(),
  /** The provider's secret, for its siteverify call (never sent to the browser). */
  CHALLENGE_SECRET_KEY: z.string().min(1).max(500).optional(),
  /** Another siteverify address (a provider's regional or enterprise endpoint, or a local double). */
  CHALLENGE_VERIFY_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  /** Our own "I'm not a robot" widget in a production start, on purpose (a staging site). */
  SANDBOX_CHALLENGE: flag.default(false),
});

export type VelocityLimit = { max: number; windowMs: number };

export type ChallengeConfig =
  | { provider: Exclude<ChallengeProvider, 'sandbox'>; siteKey: string; secretKey: string; verifyUrl?: string }
  | { provider: 'sandbox'; siteKey: string; secretKey?: string };

export type CardDefencesConfig = {
  /** Hard ceilings on declines (in flight attempts count until they are known): over one, a refusal. */
  declines: { perAddress: VelocityLimit; perCollection: VelocityLimit; perEmail: VelocityLimit; perCard: VelocityLimit };
  /** Past these, a card payment needs the challenge. */
  challengeAfter: { addressAttempts: VelocityLimit; addressCollections: VelocityLimit };
  breaker: { minDeclines: number; declineShare: number; windowMs: number; pauseMs: number };
  /** null: suspicious signals are refused rather than challenged. */
  challenge: ChallengeConfig | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function readCardDefencesConfig(env: Record<string, string | undefined>, mode: Mode): CardDefencesConfig {
  const e = parseEnv(cardDefencesEnvSchema, env);
  return {
    declines: {
      perAddress: { max: e.CARD_DECLINES_PER_ADDRESS, windowMs: 10 * MINUTE },
      perCollection: { max: e.CARD_DECLINES_PER_COLLECTION, windowMs: HOUR },
      perEmail: { max: e.CARD_DECLINES_PER_EMAIL, windowMs: HOUR },
      perCard: { max: e.CARD_DECLINES_PER_CARD, windowMs: 24 * HOUR },
    },
    challengeAfter: {
      addressAttempts: { max: e.CARD_ATTEMPTS_PER_ADDRESS, windowMs: 10 * MINUTE },
      addressCollections: { max: e.CARD_COLLECTIONS_PER_ADDRESS, windowMs: HOUR },
    },
    breaker: {
      minDeclines: e.CARD_BREAKER_MIN_DECLINES,
      declineShare: e.CARD_BREAKER_DECLINE_PERCENT / 100,
      windowMs: 15 * MINUTE,
      pauseMs: e.CARD_BREAKER_PAUSE_MINUTES * MINUTE,
    },
    challenge: challengeFrom(e, mode),
  };
}

function challengeFrom(e: z.infer<typeof cardDefencesEnvSchema>, mode: Mode): ChallengeConfig | null {
  const provider = e.CHALLENGE_PROVIDER ?? (mode === 'demo' ? 'sandbox' : undefined);
  if (provider === undefined) return null;
  if (provider === 'sandbox') {
    // Like the sandbox payments: in production only when named (decision 093).
    if (mode === 'production' && !e.SANDBOX_CHALLENGE) {
      throw new ConfigError([{ variable: 'SANDBOX_CHALLENGE', message: 'must be true to use CHALLENGE_PROVIDER=sandbox in production' }]);
    }
    return { provider, siteKey: 'sandbox', ...(e.CHALLENGE_SECRET_KEY ? { secretKey: e.CHALLENGE_SECRET_KEY } : {}) };
  }
  if (!e.CHALLENGE_SITE_KEY || !e.CHALLENGE_SECRET_KEY) {
    const missing = !e.CHALLENGE_SITE_KEY ? 'CHALLENGE_SITE_KEY' : 'CHALLENGE_SECRET_KEY';
    throw new ConfigError([{ variable: missing, message: `is required with CHALLENGE_PROVIDER=${provider}` }]);
  }
  return {
    provider,
    siteKey: e.CHALLENGE_SITE_KEY,
    secretKey: e.CHALLENGE_SECRET_KEY,
    ...(e.CHALLENGE_VERIFY_URL ? { verifyUrl: e.CHALLENGE_VERIFY_URL } : {}),
  };
}
