import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ProviderRequestError } from '../provider';
import type { SandboxDisputes } from './disputes';

/**
 * `/control/disputes` (decision 136): raise a dispute of a sandbox payment, then resolve it won or lost.
 * Registered with the sandbox's other knobs, so only when SANDBOX_CONTROLS is on and only for clients
 * on this machine; never in production unless named.
 */

const raiseSchema = z.object({
  payment: z.string().min(1).max(100),
  amountCents: z.number().int().positive().max(2_147_483_647).optional(),
  feeCents: z.number().int().min(0).max(1_000_000).optional(),
  reason: z.string().min(1).max(100).optional(),
});
const resolveSchema = z.object({ outcome: z.enum(['won', 'lost']) });

function invalid(reply: FastifyReply, error: z.ZodError) {
  const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[]>;
  return reply.code(422).send({ error: { code: 'validation_failed', message: 'The dispute request is not valid', details: { fieldErrors } } });
}

function refused(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ProviderRequestError)) throw error;
  const code = error.kind === 'not_found' ? 'not_found' : error.statusCode === 409 ? 'conflict' : 'validation_failed';
  return reply.code(error.statusCode ?? 422).send({ error: { code, message: error.message } });
}

export function disputeControls(control: FastifyInstance, disputes: SandboxDisputes): void {
  control.post('/control/disputes', async (request, reply) => {
    const parsed = raiseSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    try {
      return reply.code(201).send(await disputes.raise(parsed.data));
    } catch (error) {
      return refused(reply, error);
    }
  });
  control.post<{ Params: { id: string } }>('/control/disputes/:id/resolve', async (request, reply) => {
    const parsed = resolveSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    try {
      return await disputes.resolve(request.params.id, parsed.data.outcome);
    } catch (error) {
      return refused(reply, error);
    }
  });
}
