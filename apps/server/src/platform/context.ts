import type { AulaDatabase } from '@aula/db';
import type { Env } from './env';
import type { Mailer } from './mail';

/**
 * What the platform (the Fastify frame, authentication, rate limits, shared counters) is built
 * from. The services' own needs (the catalogue, lesson content) are in domain/service-context,
 * so nothing here depends on a service.
 */
export interface PlatformContext {
  env: Env;
  database: AulaDatabase;
  mailer: Mailer;
  /** The HMAC secret that signs access tokens (the same for every copy of every service). */
  tokenSecret: string;
  /** Injected so tests can move time (token expiry, throttling windows, reset links). */
  now: () => Date;
}
