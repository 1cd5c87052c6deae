import type { ChallengeProvider } from '@groupgift/domain';

/**
 * The "are you a person?" check behind one port (issue 29, decision 132): the payment page shows the
 * provider's widget with `siteKey`, and the server asks the provider whether the widget's token is
 * good. Adapters: siteverify.ts (Cloudflare Turnstile, hCaptcha, reCAPTCHA) and sandbox-challenge.ts.
 * Single use is kept by the caller (challenge-gate.ts), whatever the provider does.
 */
export interface ChallengeVerifier {
  readonly provider: ChallengeProvider;
  /** Public: handed to the page in the `challenge_required` answer. */
  readonly siteKey: string;
  /** True when the token is one the provider issued for this site and has not expired. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}
