import type { FastifyServerOptions } from 'fastify';

/** Pino options: credentials and tokens never reach the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'body.password', 'body.verify_password', 'body.token'],
      censor: '[redacted]',
    },
  };
}
