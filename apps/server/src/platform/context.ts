import type { AulaDatabase } from '@aula/db';
import type { Env } from './env';
import type { Mailer } from './mail';

/** What every service is built from: one per process, shared by the three Fastify apps. */
export interface ServiceContext {
  env: Env;
  database: AulaDatabase;
  mailer: Mailer;
  /** The HMAC secret that signs access tokens (the same for every copy of every service). */
  tokenSecret: string;
  /** Injected so tests can move time (token expiry, throttling windows, reset links). */
  now: () => Date;
}
