import { z } from 'zod';

/**
 * The "are you a person?" check a payment may need after suspicious signals (issue 29): which
 * provider's widget the page shows and its public site key. `sandbox` is our own widget, served for
 * the demo and the tests only.
 */
export const CHALLENGE_PROVIDERS = ['turnstile', 'hcaptcha', 'recaptcha', 'sandbox'] as const;
export type ChallengeProvider = (typeof CHALLENGE_PROVIDERS)[number];

/** `details` of a `challenge_required` refusal: the page shows this widget, then pays again with its token. */
export const challengeRequiredDetailsSchema = z.object({
  challenge: z.object({
    provider: z.enum(CHALLENGE_PROVIDERS),
    siteKey: z.string(),
  }),
});
export type ChallengeRequiredDetails = z.infer<typeof challengeRequiredDetailsSchema>;

/** The sandbox widget's answer: a single-use token for the payment's `challengeToken`. */
export const sandboxChallengeAnswerSchema = z.object({ token: z.string().min(1) });
