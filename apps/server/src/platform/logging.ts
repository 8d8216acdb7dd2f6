import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from './env';

/** Where the log's lines go: the process's standard output unless given (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * A request as the log shows it. Fastify's own serializer adds the client's address and port:
 * on a school's server that is a child's computer, kept in the log for as long as the log is,
 * so it is written only when the installation turns LOG_CLIENT_ADDRESSES on. The address is
 * `request.ip`, so behind a configured proxy it is the client, not the proxy.
 */
function requestSerializer(logClientAddresses: boolean) {
  return (request: FastifyRequest) => {
    const version = request.headers['accept-version'];
    return {
      method: request.method,
      url: request.url,
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      ...(logClientAddresses
        ? { remoteAddress: request.ip, remotePort: request.socket?.remotePort }
        : {}),
    };
  };
}

/** Pino options: credentials, tokens and (unless asked for) client addresses never reach it. */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_CLIENT_ADDRESSES'>,
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    serializers: { req: requestSerializer(env.LOG_CLIENT_ADDRESSES) },
    redact: {
      paths: ['req.headers.authorization', 'body.password', 'body.verify_password', 'body.token'],
      censor: '[redacted]',
    },
    ...(destination ? { stream: destination } : {}),
  };
}
