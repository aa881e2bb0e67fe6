import type { FieldErrors } from '../contract/errors';

/**
 * The one error type services throw. The app's error handler turns it into the API's shapes:
 * 400 field errors, or `{detail}` with the status (design.md section 4).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError(400, 'Invalid input.', fieldErrors);
  }

  static badRequest(detail: string): AppError {
    return new AppError(400, detail);
  }

  static unauthorized(detail: string): AppError {
    return new AppError(401, detail, undefined, { 'WWW-Authenticate': 'Token' });
  }

  static forbidden(detail: string): AppError {
    return new AppError(403, detail);
  }

  static notFound(detail = 'Not found.'): AppError {
    return new AppError(404, detail);
  }

  static conflict(detail: string): AppError {
    return new AppError(409, detail);
  }

  static tooManyRequests(retryAfterSeconds: number): AppError {
    return new AppError(
      429,
      `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
