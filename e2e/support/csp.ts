import type { Page } from '@playwright/test';

// The app's Content-Security-Policy in the browser (decision 094).

/**
 * Records every CSP violation in the page and its frames (the sandbox's card fields, the organiser
 * preview), as "directive blocked-url". A test expects the list to stay empty.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
      true,
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/^CSP violation|Refused to|Content Security Policy/.test(text)) refused.push(text);
  });
  return refused;
}

/**
 * The sources the server adds to its policy once a provider's keys are set (THIRD_PARTY in
 * apps/server/src/plugins/security-policy.ts). The e2e server runs the sandbox, so a test that
 * stands a provider's SDK in for it adds them to each page's policy as those keys would.
 */
const PROVIDER_SOURCES = {
  stripe: {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
  checkout: {
    'script-src': ['https://cdn.checkout.com'],
    'frame-src': ['https://*.checkout.com'],
    'connect-src': ['https://*.checkout.com'],
  },
} as const;

export function widenPolicy(policy: string, provider: keyof typeof PROVIDER_SOURCES): string {
  const extra: Record<string, readonly string[]> = PROVIDER_SOURCES[provider];
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      const sources = extra[name];
      return sources ? `${directive.trim()} ${sources.join(' ')}` : directive;
    })
    .join(';');
}

/** Serves the app's pages with the policy the server sends when the provider's keys are set. */
export async function allowProviderInPolicy(page: Page, provider: keyof typeof PROVIDER_SOURCES): Promise<void> {
  await page.route(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    if (policy) headers['content-security-policy'] = widenPolicy(policy, provider);
    return route.fulfill({ response, headers });
  });
}
