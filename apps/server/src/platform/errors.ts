import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@aula/shared';
import { fieldErrorKeys } from '@aula/shared';
import { isMessageKey, translate } from './i18n';

/**
 * An error a route raises on purpose. Its message and field messages are keys of the shared
 * catalogue, translated for the caller when the response is sent.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly options: {
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      /** What went wrong underneath, for the log (never sent to the caller). */
      cause?: unknown;
    } = {},
  ) {
    super(messageKey, { cause: options.cause });
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized', 'auth.unauthorized');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.accessDenied');
/** Bad input on one field: a 400 whose message and the field's message are the same key. */
export const invalidField = (code: string, field: string, messageKey: string) =>
  new AppError(400, code, messageKey, { fields: { [field]: messageKey } });
/** Someone else's data answers 404, never revealing that it exists. */
export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).send(body);
}

/** Field messages are catalogue keys; anything else (zod's own texts) reads as "invalid". */
function translateFields(request: FastifyRequest, keys: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(keys).map(([name, key]) => [
      name,
      translate(request.language, isMessageKey(key) ? key : 'validation.invalidRequest'),
    ]),
  );
}

/** Protocol refusals by Fastify itself, each with its own code and message. */
const protocolErrors: Record<number, { code: string; messageKey: string }> = {
  413: { code: 'body_too_large', messageKey: 'errors.bodyTooLarge' },
  415: { code: 'unsupported_media_type', messageKey: 'errors.unsupportedMediaType' },
  429: { code: 'too_many_requests', messageKey: 'errors.tooManyRequests' },
};

/** One JSON error shape for every service: `{ error, message, fields? }`, translated. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { fields, params } = error.options;
      if (error.statusCode >= 500) request.log.error({ err: error }, error.code);
      return send(reply, error.statusCode, {
        error: error.code,
        message: translate(request.language, error.messageKey, params),
        ...(fields ? { fields: translateFields(request, fields) } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // The same field naming as the forms use (first issue per field, dotted path).
      const fields = translateFields(
        request,
        fieldErrorKeys(
          error.validation.map((issue) => ({
            path: issue.instancePath.split('/').filter(Boolean),
            message: issue.message ?? '',
          })),
        ),
      );
      const messages = Object.values(fields);
      return send(reply, 400, {
        error: 'validation',
        message:
          messages.length === 1 && messages[0]
            ? messages[0]
            : translate(request.language, 'validation.invalidRequest'),
        fields,
      });
    }

    const status = error.statusCode ?? 500;
    const protocolError = protocolErrors[status];
    if (protocolError) {
      return send(reply, status, {
        error: protocolError.code,
        message: translate(request.language, protocolError.messageKey),
      });
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Malformed JSON, an empty JSON body and other protocol mistakes by the caller.
      return send(reply, 400, {
        error: 'bad_request',
        message: translate(request.language, 'errors.malformedJson'),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      error: 'internal',
      message: translate(request.language, 'errors.generic'),
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      error: 'not_found',
      message: translate(request.language, 'errors.notFound'),
    }),
  );
}
