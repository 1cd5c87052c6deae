import type { ErrorCode, FieldErrors } from '@groupgift/domain';

export type { FieldErrors };

/** An error whose status, code and message are safe to show to the caller as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { fieldErrors?: FieldErrors } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function notFound(what: string): AppError {
  return new AppError(404, 'not_found', `${what} was not found.`);
}
