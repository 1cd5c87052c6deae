import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxConnectedAccounts, SandboxOnboardingChoice } from '../../payment-providers/sandbox/connected-accounts';
import { onboardingPageHtml } from '../../services/payout-accounts/onboarding-page';

const CHOICES: readonly SandboxOnboardingChoice[] = ['complete', 'leave_due', 'restrict'];

/**
 * The sandbox's hosted onboarding page (issue 33), registered only while the sandbox plays (never in
 * a production start unless SANDBOX_PAYMENTS names it). It sends the organiser back only to our own
 * PUBLIC_URL, as Stripe sends them only to the return URL the platform gave.
 */
export const sandboxOnboardingRoutes: FastifyPluginAsync<{ accounts: SandboxConnectedAccounts; publicUrl: string | undefined }> = async (
  app,
  options,
) => {
  const { accounts } = options;
  const ownOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const safeReturn = (value: unknown): string | undefined => {
    if (typeof value !== 'string' || !ownOrigin) return undefined;
    try {
      return new URL(value).origin === ownOrigin ? value : undefined;
    } catch {
      return undefined;
    }
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const send = (reply: FastifyReply, nonce: string, html: string) =>
    reply
      .header(
        'content-security-policy',
        [`default-src 'none'`, `style-src 'nonce-${nonce}'`, "base-uri 'none'", `form-action 'self'${ownOrigin ? ` ${ownOrigin}` : ''}`, "frame-ancestors 'none'"].join('; '),
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get<{ Params: { accountId: string }; Querystring: Record<string, string> }>('/:accountId', async (request, reply) => {
    const account = await accounts.find(request.params.accountId);
    if (!account) return reply.code(404).type('text/plain').send('No such account');
    const back = new URLSearchParams();
    const returnUrl = safeReturn(request.query.return);
    if (returnUrl) back.set('return', returnUrl);
    const nonce = randomBytes(16).toString('base64');
    const action = `${request.url.split('?')[0]}${back.size ? `?${back.toString()}` : ''}`;
    return send(reply, nonce, onboardingPageHtml({ nonce, accountId: account.accountId, country: account.country, status: account.status, action }));
  });

  app.post<{ Params: { accountId: string }; Querystring: Record<string, string>; Body: Record<string, string> }>('/:accountId', async (request, reply) => {
    const choice = CHOICES.find((c) => c === request.body?.choice);
    if (!choice) return reply.code(400).type('text/plain').send('Choose complete, leave_due or restrict');
    const account = await accounts.find(request.params.accountId);
    if (!account) return reply.code(404).type('text/plain').send('No such account');
    await accounts.onboard(account.accountId, choice);
    const returnUrl = safeReturn(request.query.return);
    if (returnUrl) return reply.redirect(returnUrl, 303);
    return reply.type('text/plain').send(`Account ${account.accountId}: ${choice}`);
  });
};
