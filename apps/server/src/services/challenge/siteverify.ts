import type { ChallengeProvider } from '@groupgift/domain';
import type { ChallengeVerifier } from './challenge-port';

type SiteverifyProvider = Exclude<ChallengeProvider, 'sandbox'>;

/** Each provider's documented server-side check; all three take the same form fields and answer `{ success }`. */
export const SITEVERIFY_URLS: Record<SiteverifyProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** A provider that does not answer in time fails the check (the payer may try the widget again). */
const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Cloudflare Turnstile, hCaptcha and reCAPTCHA (v2 checkbox or invisible): a form POST of the secret,
 * the widget's token and the payer's address to the provider's siteverify endpoint.
 */
export class SiteverifyChallenge implements ChallengeVerifier {
  constructor(
    readonly provider: SiteverifyProvider,
    readonly siteKey: string,
    private readonly secretKey: string,
    private readonly verifyUrl: string = SITEVERIFY_URLS[provider],
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async verify(token: string, remoteIp: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.secretKey, response: token, remoteip: remoteIp });
    if (this.provider === 'hcaptcha') form.set('sitekey', this.siteKey);
    try {
      const res = await this.fetcher(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}
