import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerWebhookEvents } from '../../db/schema/provider-webhook-events';
import { signatureHeader } from '../../payment-providers/sandbox/webhook-signature';
import { readPaymentsConfig } from '../../services/payments/payments-config';
import { usePaymentsApp } from '../../../test/payments-app';

const SECRET = 'whsec_payout_routes_test';
const t = usePaymentsApp({}, { payments: { ...readPaymentsConfig({ SANDBOX_WEBHOOK_SECRET: SECRET }), reconcileIntervalMs: 0 } });

const signed = (body: string) => ({ 'content-type': 'application/json', 'sandbox-signature': signatureHeader(SECRET, body, new Date()) });

// Names every plain object answers to: looked up on one, they found Object's members and answered 500.
const OBJECT_MEMBERS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const ROUTES = [(name: string) => `/api/webhooks/${name}`, (name: string) => `/api/webhooks/${name}/payouts`];

describe('webhook routes named after an object member', () => {
  for (const route of ROUTES) {
    for (const name of OBJECT_MEMBERS) {
      it(`answers 404 with the error envelope for ${route(name)}`, async () => {
        const res = await t.app().inject({ method: 'POST', url: route(name), headers: { 'content-type': 'application/json' }, payload: '{"id":"evt_1"}' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such webhook endpoint.' } });
      });
    }
  }
});

describe('a payout webhook without an event id', () => {
  for (const [what, id] of [
    ['no id', undefined],
    ['an empty id', ''],
    ['a blank id', '   '],
    ['a number for an id', 42],
  ] as const) {
    it(`is refused with 400 and not stored when it has ${what}`, async () => {
      const marker = `po_noid_${Math.random().toString(36).slice(2)}`;
      const body = JSON.stringify({ ...(id === undefined ? {} : { id }), type: 'payout.returned', created: Date.now(), data: { id: marker } });
      const res = await t.app().inject({ method: 'POST', url: '/api/webhooks/sandbox/payouts', headers: signed(body), payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'The webhook event has no id.' } });
      const stored = await t.db().select().from(providerWebhookEvents).where(like(providerWebhookEvents.eventId, 'payout:%'));
      expect(stored.filter((e) => JSON.stringify(e.payload).includes(marker))).toEqual([]);
    });
  }

  it('is accepted, once, with its id', async () => {
    const body = JSON.stringify({ id: 'evt_with_id', type: 'payout.returned', created: Date.now(), data: { id: 'po_unknown' } });
    const first = await t.app().inject({ method: 'POST', url: '/api/webhooks/sandbox/payouts', headers: signed(body), payload: body });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const stored = await t.db().select().from(providerWebhookEvents).where(eq(providerWebhookEvents.eventId, 'payout:evt_with_id'));
    expect(stored).toHaveLength(1);
  });
});
