import { context, ROOT_CONTEXT } from '@opentelemetry/api';

/**
 * Runs `work` on the next turn of the event loop, outside the trace it was started from (decision
 * 154). The sandbox delivers its webhooks by app.inject from inside the payment's provider call; a
 * real provider's webhook is a request of its own, and so must this be: run inside, the webhook's
 * route also renamed the payment request's span. Switching the context alone did not detach
 * Fastify's hooks (they were still run in the caller's), a fresh turn started from the root does.
 */
export function inOwnTrace<T>(work: () => Promise<T>): Promise<T> {
  return context.with(ROOT_CONTEXT, () => new Promise<T>((resolve, reject) => setImmediate(() => work().then(resolve, reject))));
}
