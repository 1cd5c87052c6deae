import type { FastifyInstance } from 'fastify';
import type { CardDefencesConfig } from './card-defences-config';
import { CardDefences } from './card-defences';
import { queueCardPaymentsPausedMail } from './card-payments-paused-mail';
import { FallbackVelocityStore, MemoryVelocityStore, RedisVelocityStore, type VelocityStore } from './velocity-store';
import type { ChallengeVerifier } from '../challenge/challenge-port';
import { SandboxChallenge } from '../challenge/sandbox-challenge';
import { SiteverifyChallenge } from '../challenge/siteverify';

/** The defences of one app: its counters (Redis when configured), its challenge and the organiser's mail. */
export function cardDefencesFor(app: FastifyInstance, config: CardDefencesConfig): CardDefences {
  const memory = new MemoryVelocityStore();
  let warned = false;
  const store: VelocityStore = app.redis
    ? new FallbackVelocityStore(new RedisVelocityStore(app.redis), memory, (err) => {
        // Once per process is enough to say why the limits are per-server for now.
        if (!warned) app.log.warn({ err }, 'card defences: redis unavailable; counting in this process meanwhile');
        warned = true;
      })
    : memory;
  return new CardDefences(
    config,
    store,
    challengeOf(config),
    (collectionId, pausedForMs, now) => queueCardPaymentsPausedMail(app.db, collectionId, pausedForMs, now),
    app.log,
  );
}

function challengeOf(config: CardDefencesConfig): ChallengeVerifier | null {
  const c = config.challenge;
  if (!c) return null;
  if (c.provider === 'sandbox') return new SandboxChallenge(c.secretKey);
  return new SiteverifyChallenge(c.provider, c.siteKey, c.secretKey, c.verifyUrl);
}
