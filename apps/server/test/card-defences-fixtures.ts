import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readCardDefencesConfig, type CardDefencesConfig } from '../src/services/card-defences/card-defences-config';
import { randomCardNumber } from './card-numbers';
import { collectionFigures, tokenise } from './payments-app';

/** The goal's figures (the defaults), with the sandbox challenge: what the limit tests run against. */
export function cardDefenceDefaults(change: (config: CardDefencesConfig) => void = () => undefined): CardDefencesConfig {
  const config = readCardDefencesConfig({}, 'demo');
  change(config);
  return config;
}

export type CardTry = {
  address: string;
  /** Ends in 13 cents: the sandbox declines it for any card ("security" decline); otherwise it succeeds. */
  decline?: boolean;
  email?: string;
  number?: string;
  challengeToken?: string;
  cents?: number;
};

/** One card attempt on a fee-free collection from `address`, as a bot or a person sends it. */
export async function tryCard(app: FastifyInstance, collectionId: number, attempt: CardTry) {
  const token = await tokenise(app, attempt.number ?? randomCardNumber());
  const cents = attempt.cents ?? (attempt.decline ? 1013 : 1000);
  return app.inject({
    method: 'POST',
    url: '/api/checkout/ProcessCheckout',
    remoteAddress: attempt.address,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      collectionId,
      netAmount: cents,
      contributionFee: 0,
      contributionAmount: cents,
      email: attempt.email ?? `payer-${randomUUID().slice(0, 8)}@example.test`,
      fName: 'Ada',
      lName: 'Lovelace',
      checkOutToken: token,
      // A person paying again is asked first (decision 102); these attempts have said yes.
      confirmRepeat: true,
      ...(attempt.challengeToken ? { challengeToken: attempt.challengeToken } : {}),
    },
  });
}

/** Ticks the sandbox "I'm not a robot" box. */
export async function solveSandboxChallenge(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/checkout/sandbox-challenge' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

export async function collectionIdOf(app: FastifyInstance, guid: string): Promise<number> {
  return (await collectionFigures(app, guid)).collectionId;
}
