import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/errors';
import { keyOfMessage, type KeyedMessage } from '../../shared/player-messages';
import { AppError, playerError } from '../lib/app-error';

const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

function statusToCode(status: number): ErrorCode {
  switch (status) {
    case 401: return 'UNAUTHORIZED';
    case 403: return 'FORBIDDEN';
    case 404: return 'NOT_FOUND';
    case 409: return 'CONFLICT';
    case 413: return 'PAYLOAD_TOO_LARGE';
    case 415: return 'UNSUPPORTED_MEDIA_TYPE';
    case 429: return 'RATE_LIMITED';
    default: return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/**
 * `messageKey` and `messageParams` for a message players may read (shared/player-messages.ts), so the
 * web app can show it in the interface language; `code` keeps its coarse meaning.
 */
function keyed(known: KeyedMessage | null | undefined) {
  return known ? { messageKey: known.key, ...(Object.keys(known.params).length > 0 && { messageParams: known.params }) } : {};
}

/**
 * Our own errors carry their key (playerError). Texts that come from elsewhere are found in the
 * catalogue by their words: the shared form schemas' messages (the same catalogue texts, checked by
 * zod) and the rate limiter's.
 */
const keyedText = (message: string) => keyed(keyOfMessage(message));

/** One error handler: JSON `{ message, code, messageKey? }`; 5xx details are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...keyed(error.keyed), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || (first?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '';
      let message = first?.message ?? 'Invalid request';
      if (GENERIC_ZOD_MESSAGE.test(message)) message = `${field || error.validationContext || 'request'}: ${message}`;
      return reply.status(400).send({ message, code: 'VALIDATION', ...keyedText(message) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const internal = playerError('INTERNAL', 'internal');
      return reply.status(internal.statusCode).send({ message: internal.message, code: internal.code, ...keyed(internal.keyed) });
    }
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request';
    return reply.status(status).send({ message, code: statusToCode(status), ...keyedText(message) });
  });

}
