import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorEnvelope, MESSAGES } from '@groupgift/domain';
import { AppError, type FieldErrors } from '../lib/app-error';
import { isConnectionError } from '../db/connection-errors';
import { DATABASE_REFUSAL_LOG, refusedInputCode } from './database-input-errors';

// Framework errors mapped onto the domain's error codes (ERROR_CODES); the body-level 4xx ones are
// reported as a validation failure on `body` so the web shows them like any other field error.
const statusCodes: Record<number, [ErrorCode, string, string?]> = {
  400: ['validation_failed', MESSAGES['error.status400'], 'Must be valid JSON'],
  401: ['unauthorized', MESSAGES['error.sessionExpired']],
  403: ['forbidden', MESSAGES['error.status301']],
  404: ['not_found', MESSAGES['error.status404']],
  405: ['not_found', MESSAGES['error.status404']],
  409: ['conflict', MESSAGES['error.status400']],
  413: ['validation_failed', MESSAGES['error.status400'], 'The request is too large'],
  415: ['validation_failed', MESSAGES['error.status400'], 'Must be sent as JSON'],
  429: ['rate_limited', 'Too many requests. Please wait a moment and try again.'],
  503: ['service_unavailable', 'The service is unavailable right now. Please try again shortly.'],
};

function toFieldErrors(issues: { instancePath: string; message?: string | undefined }[]): FieldErrors {
  // No prototype: a field path is the caller's text and may well be "__proto__" or "constructor".
  const fieldErrors: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** Maps every error to `{ error: { code, message, details? } }`; internals are logged, never sent. */
export function errorEnvelopeHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(
      errorEnvelope('validation_failed', MESSAGES['error.status400'], {
        location: error.validationContext,
        fieldErrors: toFieldErrors(error.validation),
      }),
    );
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.status(error.statusCode).send(errorEnvelope(error.code, error.message, error.details));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Framework client errors (bad JSON, wrong content type, body too large): the status is
    // meaningful, the raw message may quote internals, so a fixed text is sent instead.
    const [code, message, bodyError] = statusCodes[status] ?? [
      'validation_failed',
      MESSAGES['error.status400'],
    ];
    return reply
      .status(status)
      .send(errorEnvelope(code, message, bodyError ? { fieldErrors: { body: [bodyError] } } : undefined));
  }
  const databaseCode = refusedInputCode(error);
  if (databaseCode) {
    // The contract should have refused this value (decision 095); the database did instead. A 400
    // is still the truth for the caller, and the warning shows which rule the contract is missing.
    request.log.warn({ err: error, sqlState: databaseCode }, DATABASE_REFUSAL_LOG);
    return reply.status(400).send(errorEnvelope('validation_failed', MESSAGES['error.status400']));
  }
  if (isConnectionError(error)) {
    // PostgreSQL restarting or failing over (decision 133): not a bug, and worth trying again shortly.
    request.log.warn({ err: error }, 'request failed: the database connection was lost');
    return reply.status(503).header('retry-after', '1').send(errorEnvelope('service_unavailable', statusCodes[503]![1]));
  }
  request.log.error({ err: error }, 'request failed');
  if (status === 503)
    return reply
      .status(503)
      .send(
        errorEnvelope('service_unavailable', 'The service is unavailable right now. Please try again shortly.'),
      );
  return reply.status(500).send(errorEnvelope('internal_error', MESSAGES['error.status500']));
}
