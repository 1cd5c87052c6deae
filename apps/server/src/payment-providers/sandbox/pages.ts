import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { disputeControls } from './dispute-controls';
import { hostedFieldsPage, notFoundPage, refusedPage, payPalPage, formatAmount, threeDsPage, walletPage, type WalletPageKind } from './page-html';
import type { SandboxProvider } from './sandbox-provider';
import { WALLET_CARDS } from './wallets';
import type { SandboxPayment } from './store';
import { ownValue, textSchema } from '@groupgift/domain';
import { localOnly } from '../../plugins/local-only';

export interface SandboxPagesOptions {
  provider: SandboxProvider;
  /**
   * Origins allowed to embed the hosted fields and wallet sheets and to receive their messages.
   * When empty, only the origin the pages are served from is allowed (the app and the sandbox share
   * a server by default).
   */
  allowedOrigins?: string[];
  /**
   * Demo mode only: the address the pages were opened at (127.0.0.1, a LAN address for a phone) is
   * allowed besides the configured one, because the app and the sandbox share a server there. Only
   * this frame check uses it; every link is still built from configuration (decision 138).
   */
  acceptOwnOrigin?: boolean;
  /** Serves /control/* (wallet switch, fault knobs) for end-to-end tests. Never on in production. */
  controls?: boolean;
}

// The card is kept as JSON in the database, where NUL cannot go: the contract's text rule applies.
const tokenRequestSchema = z.object({
  number: textSchema().min(1).max(40),
  expiryMonth: z.coerce.number().int(),
  expiryYear: z.coerce.number().int(),
  cvc: textSchema().max(8),
  name: textSchema().max(200),
});

const walletTokenRequestSchema = z.object({
  wallet: z.enum(['apple_pay', 'google_pay']),
  card: z.number().int().min(0).max(WALLET_CARDS.length - 1),
});

const walletsSchema = z.object({ applePay: z.boolean().optional(), googlePay: z.boolean().optional() });
const faultsSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  serverErrorRate: z.number().min(0).max(1).optional(),
  timeoutRate: z.number().min(0).max(1).optional(),
  lostResponseRate: z.number().min(0).max(1).optional(),
  timeoutMs: z.number().int().min(0).max(120_000).optional(),
});
const failNextSchema = z.object({ kind: z.enum(['server_error', 'timeout', 'lost_response']), times: z.number().int().min(1).max(100).default(1) });

/**
 * The origin this request was sent to, or undefined unless it is a proper http(s) origin (scheme,
 * host and port, nothing else): the Host header is the caller's text, and this value goes into the
 * page's script and its CSP.
 */
function ownOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  const candidate = `${request.protocol}://${request.host}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === candidate ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Nonce-based CSP per page: no inline script runs unless it is ours, the page talks only to its own
 * origin, and only the allowed origins may frame it. Helmet's X-Frame-Options would forbid the
 * iframe the hosted fields exist for, so frame-ancestors takes its place.
 */
function sendPage(reply: FastifyReply, nonce: string, html: string, frameAncestors: string[], formTargets: string[] = []): FastifyReply {
  reply.removeHeader('x-frame-options');
  return reply
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "img-src 'self' data:",
        "base-uri 'none'",
        // Chromium checks form-action on the redirect after a form post, so return URLs are listed.
        `form-action 'self' ${formTargets.join(' ')}`.trim(),
        `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'self'"}`,
      ].join('; '),
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

function validationFailed(reply: FastifyReply, fieldErrors: Record<string, string[]>) {
  return reply.code(422).send({ error: { code: 'validation_failed', message: 'The card details are not valid', details: { fieldErrors } } });
}

function returnTargets(payment: SandboxPayment): string[] {
  const origins = [payment.returnUrls.success, payment.returnUrls.failure, payment.returnUrls.cancel ?? ''].map(originOf);
  return [...new Set(origins.filter((o): o is string => o !== undefined))];
}

/**
 * The sandbox provider's own pages, as a real provider serves them from its domain. Register it
 * under a prefix (e.g. `/sandbox-provider`) that matches the provider's `pagesBaseUrl`.
 */
export async function sandboxPages(app: FastifyInstance, options: SandboxPagesOptions): Promise<void> {
  const { provider } = options;
  const configuredOrigins = options.allowedOrigins ?? [];

  // Plain HTML forms post urlencoded bodies; this parser is scoped to this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const allowedOrigins = (request: FastifyRequest): string[] => {
    const own = ownOrigin(request);
    if (!configuredOrigins.length) return own ? [own] : [];
    return options.acceptOwnOrigin && own && !configuredOrigins.includes(own) ? [...configuredOrigins, own] : configuredOrigins;
  };
  /** The origin messages go to: asked for by the embedding page, but only if allowed. */
  const parentOrigin = (request: FastifyRequest): string | undefined => {
    const asked = (request.query as Record<string, unknown>).origin;
    const allowed = allowedOrigins(request);
    if (asked === undefined) return allowed[0];
    return typeof asked === 'string' && allowed.includes(asked) ? asked : undefined;
  };
  // The refusal holds no script and no control, so any page may frame it: the customer sees the
  // message inside the frame instead of the browser's blank "refused to connect".
  const refuse = (reply: FastifyReply, status: number) => {
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply.code(status), nonce, refusedPage(nonce), ['*']);
  };
  const notFound = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply.code(404), nonce, notFoundPage(nonce), ["'self'"]);
  };
  const refuseOrigin = (reply: FastifyReply) => refuse(reply, 400);

  app.get('/hosted-fields', async (request, reply) => {
    const origin = parentOrigin(request);
    if (!origin) return refuseOrigin(reply);
    const nonce = randomBytes(16).toString('base64');
    const query = request.query as Record<string, unknown>;
    const showButton = query.button !== '0';
    // name=0: the embedding page sends the cardholder's name with the submit instead (decision 101).
    const askName = query.name !== '0';
    return sendPage(reply, nonce, hostedFieldsPage(nonce, origin, showButton, askName), [origin]);
  });

  app.post('/tokens', async (request, reply) => {
    const parsed = tokenRequestSchema.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
    const result = await provider.tokenise(parsed.data);
    if (!result.ok) {
      return validationFailed(reply, Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, [message]])));
    }
    reply.header('cache-control', 'no-store');
    return reply.code(201).send(result.tokenizedCard);
  });

  app.get<{ Params: { paymentId: string } }>('/3ds/:paymentId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const payment = await provider.findPayment(request.params.paymentId);
    if (!payment || payment.challenge !== '3ds') return sendPage(reply.code(404), nonce, notFoundPage(nonce), ["'self'"]);
    const settled =
      payment.status === 'requires_action' ? undefined : await provider.answerThreeDs(payment.id, 'complete').then((to) => to ?? undefined);
    return sendPage(reply, nonce, threeDsPage(nonce, payment.id, formatAmount(payment.amountCents, payment.currency), settled), ["'self'", ...allowedOrigins(request)], returnTargets(payment));
  });

  app.post<{ Params: { paymentId: string } }>('/3ds/:paymentId', async (request, reply) => {
    const outcome = (request.body as Record<string, unknown> | undefined)?.outcome;
    if (outcome !== 'complete' && outcome !== 'fail') return refuse(reply, 400);
    const to = await provider.answerThreeDs(request.params.paymentId, outcome);
    if (!to) return notFound(reply);
    return reply.redirect(to, 303);
  });

  app.get<{ Params: { paymentId: string } }>('/paypal/approve/:paymentId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const payment = await provider.findPayment(request.params.paymentId);
    if (!payment || payment.method !== 'paypal') return sendPage(reply.code(404), nonce, notFoundPage(nonce), ["'self'"]);
    const answered = payment.status !== 'requires_action' || payment.approvedAt !== undefined;
    // Answering again only reports where the payer belongs; it never changes an answered payment.
    const settled = answered ? await provider.answerPayPal(payment.id, 'approve') : undefined;
    return sendPage(reply, nonce, payPalPage(nonce, payment.id, formatAmount(payment.amountCents, payment.currency), settled), ["'self'"], returnTargets(payment));
  });

  app.post<{ Params: { paymentId: string } }>('/paypal/approve/:paymentId', async (request, reply) => {
    const decision = (request.body as Record<string, unknown> | undefined)?.decision;
    if (decision !== 'approve' && decision !== 'cancel') return refuse(reply, 400);
    const to = await provider.answerPayPal(request.params.paymentId, decision);
    if (!to) return notFound(reply);
    return reply.redirect(to, 303);
  });

  app.get<{ Params: { wallet: string }; Querystring: { amount?: string; currency?: string } }>('/wallet/:wallet', async (request, reply) => {
    const kinds: Record<string, WalletPageKind> = { 'apple-pay': 'apple_pay', 'google-pay': 'google_pay' };
    // The path segment is the caller's text: "hasOwnProperty" must be a 404, not Object.prototype's.
    const wallet = ownValue(kinds, request.params.wallet);
    const nonce = randomBytes(16).toString('base64');
    if (!wallet) return sendPage(reply.code(404), nonce, notFoundPage(nonce), ["'self'"]);
    const origin = parentOrigin(request);
    if (!origin) return refuseOrigin(reply);
    const cents = Number(request.query.amount);
    const currency = request.query.currency === 'AUD' ? 'AUD' : 'USD';
    const amount = Number.isInteger(cents) && cents > 0 ? formatAmount(cents, currency) : '';
    return sendPage(reply, nonce, walletPage(nonce, wallet, origin, provider.walletAvailable(wallet), amount), [origin]);
  });

  app.post('/wallet-tokens', async (request, reply) => {
    const parsed = walletTokenRequestSchema.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
    const card = WALLET_CARDS[parsed.data.card];
    const walletToken = card ? await provider.createWalletToken(parsed.data.wallet, card.number) : undefined;
    if (!walletToken) return reply.code(409).send({ error: { code: 'wallet_unavailable', message: 'This wallet is not available' } });
    return reply.code(201).send({ wallet: parsed.data.wallet, walletToken });
  });

  app.get('/wallets', async () => provider.clientConfig().wallets);

  // The knobs answer only clients on this machine (decision 093).
  if (options.controls) await app.register(async (control) => {
    control.addHook('onRequest', localOnly);
    control.post('/control/wallets', async (request, reply) => {
      const parsed = walletsSchema.safeParse(request.body);
      if (!parsed.success) return validationFailed(reply, z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
      provider.setWalletAvailability(parsed.data);
      return provider.clientConfig().wallets;
    });
    control.post('/control/faults', async (request, reply) => {
      const parsed = faultsSchema.safeParse(request.body);
      if (!parsed.success) return validationFailed(reply, z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
      provider.faults.configure(parsed.data);
      return provider.faults.current();
    });
    control.post('/control/fail-next', async (request, reply) => {
      const parsed = failNextSchema.safeParse(request.body);
      if (!parsed.success) return validationFailed(reply, z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
      provider.faults.failNext(parsed.data.kind, parsed.data.times);
      return reply.code(204).send();
    });
    disputeControls(control, provider.disputes);
    control.post('/control/reset', async (_request, reply) => {
      provider.faults.reset();
      provider.setWalletAvailability({ applePay: true, googlePay: true });
      return reply.code(204).send();
    });
  });
}
