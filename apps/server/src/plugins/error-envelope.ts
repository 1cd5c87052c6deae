import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/app-error';

type Envelope = { error: { code: string; message: string; details?: Record<string, unknown> } };

export function envelope(code: string, message: string, details?: Record<string, unknown>): Envelope {
  return details ? { error: { code, message, details } } : { error: { code, message } };
}

const statusCodes: Record<number, [string, string]> = {
  400: ['bad_request', 'Sorry, the request was unsuccessful.'],
  401: ['unauthorised', 'Your session has expired. Please log in again.'],
  403: ['forbidden', 'You are not authorised to access this resource.'],
  404: ['not_found', 'Sorry, we could not find the resource you were looking for right now.'],
  405: ['method_not_allowed', 'This method is not allowed here.'],
  406: ['not_acceptable', 'Sorry, the request was unsuccessful.'],
  413: ['payload_too_large', 'The request is too large.'],
  415: ['unsupported_media_type', 'The request must be sent as JSON.'],
  429: ['rate_limited', 'Too many requests. Please wait a moment and try again.'],
  503: ['service_unavailable', 'The service is unavailable right now. Please try again shortly.'],
};

function toFieldErrors(issues: { instancePath: string; message?: string | undefined }[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** Maps every error to `{ error: { code, message, details? } }`; internals are logged, never sent. */
export function errorEnvelopeHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .status(400)
      .send(
        envelope('validation_failed', 'Sorry, the request was unsuccessful.', {
          location: error.validationContext,
          fieldErrors: toFieldErrors(error.validation),
        }),
      );
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.status(error.statusCode).send(envelope(error.code, error.message, error.details));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Framework client errors (bad JSON, wrong content type, body too large): the status is
    // meaningful, the raw message may quote internals, so a fixed text is sent instead.
    const [code, message] = statusCodes[status] ?? ['bad_request', 'Sorry, the request was unsuccessful.'];
    if (status === 400 && error.code?.startsWith('FST_ERR_CTP')) {
      return reply.status(400).send(envelope('validation_failed', message, { fieldErrors: { body: ['Must be valid JSON'] } }));
    }
    return reply.status(status).send(envelope(code, message));
  }
  request.log.error({ err: error }, 'request failed');
  const [code, message] = statusCodes[status] ?? ['internal_error', 'The server could not process the request.'];
  return reply.status(status >= 500 && status < 600 ? status : 500).send(envelope(code, message));
}

export const errorEnvelopePlugin = fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler(errorEnvelopeHandler);
});
