import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from './http-double';

/*
 * Stateful HTTP doubles of the three providers' APIs for route-level tests: they remember payments
 * by id and by idempotency key (a repeated key answers the first outcome, as the providers do),
 * echo the amounts they were asked for, let a test finish a 3-D Secure challenge or a PayPal
 * approval, and refund. Answers are shaped as the providers' API references show them, trimmed to
 * the fields the adapters read.
 */

export interface ProviderDouble extends HttpDouble {
  /** The payer passed (or failed) the bank's challenge / approved the PayPal order. */
  completeAction(id: string, outcome?: 'complete' | 'fail'): void;
  /** Requests to a path, in order (e.g. '/v1/refunds'). */
  requestsTo(method: string, path: RegExp): RecordedRequest[];
}

async function start(
  handler: (r: RecordedRequest) => DoubleAnswer,
  completeAction: ProviderDouble['completeAction'],
): Promise<ProviderDouble> {
  const double = await startHttpDouble(handler);
  return {
    ...double,
    completeAction,
    requestsTo: (method, path) => double.requests.filter((r) => r.method === method && path.test(r.url)),
  };
}

/** Remembers the first answer per idempotency key, like every provider does for 24 h or so. */
function idempotent(header: string) {
  const seen = new Map<string, DoubleAnswer>();
  return (request: RecordedRequest, answer: () => DoubleAnswer): DoubleAnswer => {
    const raw = request.headers[header];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key) return answer();
    const first = seen.get(key) ?? answer();
    seen.set(key, first);
    return first;
  };
}

// ---------------------------------------------------------------- Stripe (PaymentIntents, form-encoded)

/** Test PaymentMethods as Stripe documents them. */
export const STRIPE_TEST_METHODS = {
  success: 'pm_card_visa',
  decline: 'pm_card_chargeDeclined',
  threeDs: 'pm_card_threeDSecure2Required',
  amex: 'pm_card_amex',
} as const;

/** The brand Stripe reports for each test PaymentMethod (`card.brand`). */
const STRIPE_TEST_BRANDS: Record<string, string> = {
  [STRIPE_TEST_METHODS.success]: 'visa',
  [STRIPE_TEST_METHODS.decline]: 'visa',
  [STRIPE_TEST_METHODS.threeDs]: 'visa',
  [STRIPE_TEST_METHODS.amex]: 'amex',
};

export async function startStripeDouble(): Promise<ProviderDouble> {
  type Intent = { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; next_action: unknown; last_payment_error: unknown; metadata: Record<string, string> };
  const intents = new Map<string, Intent>();
  const once = idempotent('idempotency-key');
  let next = 0;
  const handler = (request: RecordedRequest): DoubleAnswer => {
    const { method, url } = request;
    const form = new URLSearchParams(request.body);
    if (method === 'POST' && url === '/v1/payment_intents') {
      return once(request, () => {
        next += 1;
        const id = `pi_double_${next}`;
        const intent: Intent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency') ?? 'usd', status: 'succeeded', next_action: null, last_payment_error: null, metadata: {} };
        intents.set(id, intent);
        switch (form.get('payment_method')) {
          case STRIPE_TEST_METHODS.success:
          case STRIPE_TEST_METHODS.amex:
            return { status: 200, body: intent };
          case STRIPE_TEST_METHODS.decline: {
            const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
            Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
            return { status: 402, body: { error: { ...lastError, payment_intent: intent } } };
          }
          case STRIPE_TEST_METHODS.threeDs:
            Object.assign(intent, {
              status: 'requires_action',
              next_action: { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${id}`, return_url: form.get('return_url') } },
            });
            return { status: 200, body: intent };
          default:
            intents.delete(id);
            return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } };
        }
      });
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/?]+)/.exec(url);
    if (method === 'GET' && paymentMethod) {
      const id = paymentMethod[1] ?? '';
      const brand = Object.hasOwn(STRIPE_TEST_BRANDS, id) ? STRIPE_TEST_BRANDS[id] : undefined;
      return brand
        ? { status: 200, body: { id, object: 'payment_method', type: 'card', card: { brand, last4: brand === 'amex' ? '8431' : '4242', fingerprint: `fp_${brand}_test` } } }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${id}'` } } };
    }
    const get = /^\/v1\/payment_intents\/([^/?]+)/.exec(url);
    if (method === 'GET' && get) {
      const intent = intents.get(get[1] ?? '');
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
    }
    if (method === 'POST' && url === '/v1/refunds') {
      return once(request, () => {
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent || intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge to refund.' } } };
        next += 1;
        // A PaymentIntent stays `succeeded` after a refund; the refund (and charge.refunded) says so.
        return { status: 200, body: { id: `re_double_${next}`, object: 'refund', amount: intent.amount, status: 'succeeded', payment_intent: intent.id } };
      });
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url})` } } };
  };
  return start(handler, (id, outcome = 'complete') => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    Object.assign(intent, outcome === 'complete'
      ? { status: 'succeeded', next_action: null }
      : { status: 'requires_payment_method', next_action: null, last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' } });
  });
}

// ---------------------------------------------------------------- Checkout.com (payments, JSON)

/** Card tokens the Checkout.com double knows (Frames would give real `tok_…` values). */
export const CHECKOUT_TEST_TOKENS = {
  success: 'tok_double_approved',
  decline: 'tok_double_declined',
  threeDs: 'tok_double_3ds',
  amex: 'tok_double_amex',
} as const;

export async function startCheckoutDouble(): Promise<ProviderDouble> {
  type Payment = { id: string; amount: number; currency: string; status: string; approved: boolean; response_code?: string; response_summary?: string; source: unknown; _links?: unknown };
  const payments = new Map<string, Payment>();
  const once = idempotent('cko-idempotency-key');
  let next = 0;
  const handler = (request: RecordedRequest): DoubleAnswer => {
    const { method, url } = request;
    if (method === 'POST' && url === '/metadata/card') {
      // "Retrieve card metadata" with a token source, trimmed to the fields of the basic format we read.
      const body = JSON.parse(request.body) as { source: { type: string; token?: string } };
      const token = body.source.token ?? '';
      if (body.source.type !== 'token' || !(Object.values(CHECKOUT_TEST_TOKENS) as string[]).includes(token)) {
        return { status: 422, body: { request_id: 'req_double', error_type: 'invalid_request', error_codes: ['token_invalid'] } };
      }
      const amex = token === CHECKOUT_TEST_TOKENS.amex;
      return { status: 200, body: { bin: amex ? '378282' : '424242', scheme: amex ? 'amex' : 'visa', card_type: 'CREDIT', card_category: 'CONSUMER', issuer_country: 'AU' } };
    }
    if (method === 'POST' && url === '/payments') {
      return once(request, () => {
        const body = JSON.parse(request.body) as { source: { token: string }; amount: number; currency: string };
        next += 1;
        const id = `pay_double_${next}`;
        const source = body.source.token === CHECKOUT_TEST_TOKENS.amex ? { type: 'card', scheme: 'Amex', last4: '0005' } : { type: 'card', scheme: 'Visa', last4: '4242' };
        const payment: Payment = { id, amount: body.amount, currency: body.currency, status: 'Captured', approved: true, response_code: '10000', response_summary: 'Approved', source };
        payments.set(id, payment);
        switch (body.source.token) {
          case CHECKOUT_TEST_TOKENS.success:
          case CHECKOUT_TEST_TOKENS.amex:
            return { status: 201, body: { ...payment, action_id: `act_${next}` } };
          case CHECKOUT_TEST_TOKENS.decline:
            Object.assign(payment, { status: 'Declined', approved: false, response_code: '20005', response_summary: 'Declined - Do Not Honour' });
            return { status: 201, body: payment };
          case CHECKOUT_TEST_TOKENS.threeDs:
            Object.assign(payment, { status: 'Pending', approved: false, response_code: undefined, response_summary: undefined, _links: { redirect: { href: `https://3ds2-sandbox.ckotech.co/interceptor/${id}` } } });
            return { status: 202, body: { id, status: 'Pending', '3ds': { downgraded: false, enrolled: 'Y' }, _links: payment._links } };
          default:
            payments.delete(id);
            return { status: 422, body: { request_id: 'req_double', error_type: 'request_invalid', error_codes: ['token_invalid'] } };
        }
      });
    }
    const refund = /^\/payments\/([^/]+)\/refunds$/.exec(url);
    if (method === 'POST' && refund) {
      return once(request, () => {
        const payment = payments.get(refund[1] ?? '');
        if (!payment || payment.status !== 'Captured') return { status: 403, body: { request_id: 'req_double', error_type: 'action_not_allowed' } };
        next += 1;
        // Asynchronous, as at Checkout.com: the payment reads Refunded once the refund went through.
        payment.status = 'Refunded';
        return { status: 202, body: { action_id: `act_refund_${next}`, reference: payment.id } };
      });
    }
    const get = /^\/payments\/([^/?]+)$/.exec(url);
    if (method === 'GET' && get) {
      const payment = payments.get(get[1] ?? '');
      return payment ? { status: 200, body: payment } : { status: 404, body: {} };
    }
    return { status: 404, body: {} };
  };
  return start(handler, (id, outcome = 'complete') => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    Object.assign(payment, outcome === 'complete'
      ? { status: 'Captured', approved: true, response_code: '10000', response_summary: 'Approved', _links: {} }
      : { status: 'Declined', approved: false, response_code: '20154', response_summary: '3DS authentication failed', _links: {} });
  });
}

// ---------------------------------------------------------------- PayPal (Orders v2)

export async function startPayPalDouble(): Promise<ProviderDouble> {
  type Order = { id: string; status: string; amount: { currency_code: string; value: string }; approved: boolean; capture?: { id: string; status: string } };
  const orders = new Map<string, Order>();
  const once = idempotent('paypal-request-id');
  let next = 0;
  const view = (order: Order) => ({
    id: order.id,
    status: order.status,
    purchase_units: [{ amount: order.amount, ...(order.capture ? { payments: { captures: [{ ...order.capture, amount: order.amount }] } } : {}) }],
    links: order.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] : [],
  });
  const handler = (request: RecordedRequest): DoubleAnswer => {
    const { method, url } = request;
    if (method === 'POST' && url === '/v1/oauth2/token') {
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments', access_token: 'A21AAdouble', token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400, nonce: 'n' } };
    }
    if (method === 'POST' && url === '/v2/checkout/orders') {
      return once(request, () => {
        const body = JSON.parse(request.body) as { purchase_units: { amount: Order['amount'] }[] };
        next += 1;
        const id = `ORDER${String(next).padStart(12, '0')}`;
        const order: Order = { id, status: 'PAYER_ACTION_REQUIRED', amount: body.purchase_units[0]!.amount, approved: false };
        orders.set(id, order);
        return { status: 200, body: view(order) };
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
    if (method === 'POST' && capture) {
      return once(request, () => {
        const order = orders.get(capture[1] ?? '');
        if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'x', details: [] } };
        if (!order.approved) {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', debug_id: 'd1', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }] } };
        }
        next += 1;
        order.status = 'COMPLETED';
        order.capture ??= { id: `CAPTURE${String(next).padStart(10, '0')}`, status: 'COMPLETED' };
        return { status: 201, body: view(order) };
      });
    }
    const get = /^\/v2\/checkout\/orders\/([^/?]+)$/.exec(url);
    if (method === 'GET' && get) {
      const order = orders.get(get[1] ?? '');
      return order ? { status: 200, body: view(order) } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'x', details: [] } };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url);
    if (method === 'POST' && refund) {
      return once(request, () => {
        const order = [...orders.values()].find((o) => o.capture?.id === refund[1]);
        if (!order?.capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'x', details: [] } };
        next += 1;
        order.capture.status = 'REFUNDED';
        return { status: 201, body: { id: `REFUND${String(next).padStart(11, '0')}`, status: 'COMPLETED', amount: order.amount } };
      });
    }
    if (method === 'POST' && url === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body) as { transmission_sig: string };
      return { status: 200, body: { verification_status: body.transmission_sig === 'good-signature' ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'x', details: [] } };
  };
  return start(handler, (id, outcome = 'complete') => {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    if (outcome === 'complete') {
      order.approved = true;
      order.status = 'APPROVED';
    }
  });
}
