import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';
import { playerMessage, type KeyedMessage, type MessageParams, type PlayerMessageKey } from '../../shared/player-messages';

/**
 * The one error type services throw; the error handler maps `code` to a status. An error that
 * carries `keyed` (its key and variable parts) is one a player (or a moderator or admin) reads: its English text comes from the
 * catalogue (shared/player-messages.ts) and the web app shows it in the interface language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly keyed?: KeyedMessage,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** An error under a catalogue key, e.g. `playerError('NOT_FOUND', 'notServed')` (docs/architecture.md, "Errors"). */
export function playerError(code: ErrorCode, key: PlayerMessageKey, params: MessageParams = {}, extra: Record<string, unknown> = {}): AppError {
  const texts = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return new AppError(code, playerMessage(key, texts), extra, { key, params: texts });
}

export const notFound = (key: PlayerMessageKey, params?: MessageParams) => playerError('NOT_FOUND', key, params);
export const badRequest = (key: PlayerMessageKey, params?: MessageParams) => playerError('BAD_REQUEST', key, params);
export const conflict = (key: PlayerMessageKey, params?: MessageParams) => playerError('CONFLICT', key, params);
export const unauthorized = (key: PlayerMessageKey = 'loginAgain') => playerError('UNAUTHORIZED', key);
export const forbidden = (key: PlayerMessageKey = 'adminsOnly', params?: MessageParams) => playerError('FORBIDDEN', key, params);

/**
 * A message only the admin reads (admin module), in English with its details: no player or
 * moderator meets it, and the admin screens show it as it is (docs/architecture.md, "Errors").
 */
export const staffError = (code: ErrorCode, message: string) => new AppError(code, message);
