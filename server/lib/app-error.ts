import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';

/** The one error type services throw; the error handler maps `code` to a status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthorized = (message = 'Please log in again') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Admins only') => new AppError('FORBIDDEN', message);
