import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraRequests } from './extra-requests';
import { fuzzFixtures, openFuzzApp, type FuzzApp } from './fuzz-app';
import {
  fuzzRequestsFor,
  operationsOf,
  plausibleRequest,
  plausibleSamples,
  type FuzzRequest,
  type Sample,
} from './fuzz-requests';
import { createRng } from './prng';

// Fixed, so that a failure replays; change it to explore, then keep what it found as a regression test.
const SEED = 18_005;
// Plausible requests per operation; the ones the app accepts are what the mutations start from.
const PLAUSIBLE_PER_OPERATION = 4;

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await openFuzzApp();
});
afterAll(async () => {
  await fuzz?.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers naughty, mistyped, oversized and malformed input without a 5xx', async () => {
    const { app } = fuzz;
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const { organiser, known } = await fuzzFixtures(app);
    const ctx = { rng: createRng(SEED), known };
    const operations = operationsOf(docs.json());
    expect(operations.length).toBeGreaterThan(50);

    const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const failures: string[] = [];
    let sent = 0;
    const send = async (r: FuzzRequest): Promise<LightMyRequestResponse> => {
      const res = await app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: r.session ? { ...r.headers, ...organiser.headers } : r.headers,
        ...(r.payload !== undefined ? { payload: r.payload } : {}),
      });
      sent++;
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      if (res.statusCode >= 500) {
        const cause = fuzz.errors.get(String(res.headers['x-request-id'])) ?? res.body.slice(0, 200);
        failures.push(`${res.statusCode} ${r.label.slice(0, 160)} → ${cause.slice(0, 300)}`);
      }
      // FUZZ_TRACE=<part of a label> prints the matching requests and answers while exploring.
      if (process.env.FUZZ_TRACE && r.label.includes(process.env.FUZZ_TRACE))
        console.log(res.statusCode, r.label.slice(0, 120), res.body.slice(0, 200));
      return res;
    };

    const started = Date.now();
    let reached = 0;
    for (const op of operations) {
      const corpus: Sample[] = [];
      for (const sample of plausibleSamples(op, ctx, PLAUSIBLE_PER_OPERATION)) {
        if ((await send(plausibleRequest(op, sample))).statusCode < 300) corpus.push(sample);
      }
      if (op.organiser)
        await send(plausibleRequest(op, corpus[0] ?? plausibleSamples(op, ctx, 1)[0]!, false));
      if (corpus.length) reached++;
      for (const r of fuzzRequestsFor(op, ctx, corpus)) await send(r);
    }
    for (const r of extraRequests(known.collections[0]!)) await send(r);

    console.log(
      `openapi fuzz: ${sent} requests, ${operations.length} operations (${reached} accepted a plausible request), ${Date.now() - started} ms`,
      byClass,
    );
    expect(fuzz.databaseRefusals, 'values the contract let through and only the database refused').toEqual(
      [],
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
