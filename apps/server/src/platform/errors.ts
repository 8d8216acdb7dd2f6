import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@aula/shared';
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
    } = {},
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized', 'auth.unauthorized');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.accessDenied');
/** Someone else's data answers 404, never revealing that it exists. */
export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).send(body);
}

function translateKey(request: FastifyRequest, key: string | undefined, fallbackKey: string) {
  return translate(request.language, key && isMessageKey(key) ? key : fallbackKey);
}

/** One JSON error shape for every service: `{ error, message, fields? }`, translated. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const fields = error.options.fields
        ? Object.fromEntries(
            Object.entries(error.options.fields).map(([name, key]) => [
              name,
              translateKey(request, key, 'validation.invalidRequest'),
            ]),
          )
        : undefined;
      return send(reply, error.statusCode, {
        error: error.code,
        message: translate(request.language, error.messageKey, error.options.params),
        ...(fields ? { fields } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[name] ??= translateKey(request, issue.message, 'validation.invalidRequest');
      }
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
    if (status === 413) {
      return send(reply, 413, {
        error: 'body_too_large',
        message: translate(request.language, 'errors.bodyTooLarge'),
      });
    }
    if (status === 415) {
      return send(reply, 415, {
        error: 'unsupported_media_type',
        message: translate(request.language, 'errors.unsupportedMediaType'),
      });
    }
    if (status === 429) {
      return send(reply, 429, {
        error: 'too_many_requests',
        message: translate(request.language, 'errors.tooManyRequests'),
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
