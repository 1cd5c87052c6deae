import type { FuzzRequest } from './fuzz-requests';

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const get = (url: string): FuzzRequest => ({
  label: `GET ${url}`,
  method: 'GET',
  url,
  headers: {},
  session: true,
});
const post = (url: string, headers: Record<string, string>, payload: string): FuzzRequest => ({
  label: `POST ${url} ${payload.slice(0, 40)}`,
  method: 'POST',
  url,
  headers,
  payload,
  session: true,
});

/**
 * Routes the OpenAPI document does not describe (hidden pages, the sandbox provider's own pages and
 * their form posts) and lookups keyed by what the caller wrote: a short explicit list.
 */
export function extraRequests(knownGuid: string): FuzzRequest[] {
  return [
    ...['hasOwnProperty', '__proto__', 'constructor', 'toString', 'valueOf', '%00', 'apple-pay%00'].map((w) =>
      get(`/sandbox-provider/wallet/${w}`),
    ),
    get('/sandbox-provider/wallet/apple-pay?origin=%00&amount=1e308&currency=__proto__'),
    get('/sandbox-provider/hosted-fields?origin=%00&button=%00'),
    ...['%00', 'constructor', '__proto__', 'x'.repeat(3000)].flatMap((id) => [
      get(`/sandbox-provider/3ds/${id}`),
      post(`/sandbox-provider/3ds/${id}`, form, 'outcome=complete'),
      get(`/sandbox-provider/paypal/approve/${id}`),
      post(`/sandbox-provider/paypal/approve/${id}`, form, 'decision=approve'),
    ]),
    post(
      '/sandbox-provider/tokens',
      json,
      JSON.stringify({
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
        name: 'A\u0000B',
      }),
    ),
    post(
      '/sandbox-provider/tokens',
      json,
      JSON.stringify({
        number: '4242\u00004242',
        expiryMonth: '1e308',
        expiryYear: 1e308,
        cvc: '\u0000',
        name: '',
      }),
    ),
    post(
      '/sandbox-provider/tokens',
      form,
      'number=4242424242424242&expiryMonth=12&expiryYear=2030&cvc=123&name=%00',
    ),
    post('/sandbox-provider/wallet-tokens', json, JSON.stringify({ wallet: '__proto__', card: 1e308 })),
    post(
      '/sandbox-provider/wallet-tokens',
      json,
      JSON.stringify({ wallet: 'apple_pay', card: 'constructor' }),
    ),
    get('/demo?x=%00'),
    get('/dev/mail?x=%00'),
    get('/dev/mail.json?__proto__=%00'),
    get('/api/docs/json?x=%00'),
    get('/api/docs/static/%2e%2e%2f%2e%2e%2fpackage.json'),
    get('/api/docs/static/%00'),
    get('/%00'),
    get('/api/%00'),
    get('/api/groupcard/images/%00.png'),
    get('/api/account/pictures/..%2f..%2fetc%2fpasswd'),
    get(`/api/checkout/return?payment=${knownGuid}&x=%00&__proto__=1`),
    get(`/api/paypal/return?payment=${knownGuid}&cancelled=%00&constructor=1`),
    get(`/api/checkout/payment-status?payment=${knownGuid}&attempt=${knownGuid}`),
    get(`/api/webhooks/hasOwnProperty`),
    post('/api/webhooks/__proto__', json, '{}'),
    post(
      '/api/webhooks/sandbox',
      { ...json, 'sandbox-signature': 't=1,v1=00' },
      JSON.stringify({ id: '\u0000', type: 'constructor' }),
    ),
  ];
}
