import { createHmac, randomUUID } from 'node:crypto';
import type { TremendousOrder, TremendousProduct } from '../src/payment-providers/tremendous/tremendous-api';
import { startHttpDouble, type DoubleAnswer, type HttpDouble } from './http-double';

export const TREMENDOUS_WEBHOOK_SECRET = 'tremendous-double-private-key';

/** Two products per market as `GET /products` lists them: one range, one fixed denominations. */
export const TREMENDOUS_PRODUCTS: TremendousProduct[] = [
  {
    id: 'OKMHM2X2OHYV',
    name: 'Corner Grocer',
    description: '<p>Groceries at 900 stores.</p>',
    category: 'merchant_card',
    disclosure: '<p>No expiry. Not for cash.</p>',
    usage_instructions: '<p>Show the barcode at the register.</p>',
    currency_codes: ['USD'],
    countries: [{ abbr: 'US' }],
    skus: [{ min: 5, max: 500 }],
    images: [{ src: 'https://testflight.tremendous.com/product_images/grocer/logo', type: 'logo' }],
  },
  {
    id: 'A2J05SWPI2QG',
    name: 'Bookshelf AU',
    description: '<p>Books online and in store.</p>',
    category: 'merchant_card',
    disclosure: '<p>Valid 3 years.</p>',
    currency_codes: ['AUD'],
    countries: [{ abbr: 'AU' }],
    skus: [
      { min: 25, max: 25 },
      { min: 50, max: 50 },
    ],
    images: [{ src: 'https://testflight.tremendous.com/product_images/bookshelf/logo', type: 'logo' }],
  },
];

export interface TremendousDouble extends HttpDouble {
  orders: Map<string, TremendousOrder>;
  /** What the next POST /orders does: answer late (after the order was made), or make a failed order. */
  next: { slowMs?: number; fail?: boolean };
  sign(body: string): string;
}

/**
 * Tremendous's API as its reference shows it: bearer key, `GET /products`, `POST /orders` where the
 * same `external_id` answers the first order (201, no second order), `GET /orders/{id}`; LINK rewards.
 */
export async function startTremendousDouble(): Promise<TremendousDouble> {
  const orders = new Map<string, TremendousOrder>();
  const next: TremendousDouble['next'] = {};
  const double = await startHttpDouble((req): DoubleAnswer => {
    if (req.headers.authorization !== 'Bearer TEST_double_key') return { status: 401, body: { errors: { message: 'Unauthorized' } } };
    const url = new URL(req.url, 'http://double');
    if (req.method === 'GET' && url.pathname === '/products') {
      const country = url.searchParams.get('country');
      return { status: 200, body: { products: TREMENDOUS_PRODUCTS.filter((p) => !country || p.countries?.some((c) => c.abbr === country)) } };
    }
    if (req.method === 'POST' && url.pathname === '/orders') {
      const body = JSON.parse(req.body) as { external_id: string; reward: { value: { denomination: number; currency_code: string }; products: string[] } };
      const existing = [...orders.values()].find((o) => o.external_id === body.external_id);
      if (existing) return { status: 201, body: { order: existing } };
      const product = TREMENDOUS_PRODUCTS.find((p) => p.id === body.reward.products[0]);
      if (!product) return { status: 400, body: { errors: { message: 'Invalid product' } } };
      const id = randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
      const failed = next.fail === true;
      const order: TremendousOrder = {
        id,
        external_id: body.external_id,
        status: failed ? 'FAILED' : 'EXECUTED',
        created_at: new Date().toISOString(),
        rewards: [
          {
            id: `R${id}`,
            order_id: id,
            value: body.reward.value,
            delivery: failed ? { method: 'LINK', status: 'FAILED' } : { method: 'LINK', status: 'SUCCEEDED', link: `https://testflight.tremendous.com/rewards/payout/${id}` },
          },
        ],
      };
      orders.set(id, order);
      const delayMs = next.slowMs;
      next.slowMs = undefined;
      next.fail = undefined;
      return { status: 201, body: { order }, ...(delayMs ? { delayMs } : {}) };
    }
    const match = /^\/orders\/([A-Z0-9]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const order = orders.get(match[1]!);
      return order ? { status: 200, body: { order } } : { status: 404, body: { errors: { message: 'Not found' } } };
    }
    return { status: 404, body: { errors: { message: 'No such route' } } };
  });
  return {
    ...double,
    orders,
    next,
    sign: (body) => `sha256=${createHmac('sha256', TREMENDOUS_WEBHOOK_SECRET).update(body).digest('hex')}`,
  };
}
