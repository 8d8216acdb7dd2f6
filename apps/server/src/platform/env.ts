import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PORTS } from '@aula/shared';
import { trustedProxyProblems } from './trusted-proxies';

/** The repository root: `data/` and the built web app are found from here by default. */
export const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalUrl = z.url().optional();
/** An explicit switch: only `1` turns it on, so a stray value never does. */
const switchedOn = z
  .enum(['0', '1'], { error: 'takes 1 (on) or 0 (off)' })
  .default('0')
  .transform((value) => value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_PORT: port(DEFAULT_PORTS.web),
  ACTIVITY_PORT: port(DEFAULT_PORTS.activity),
  DICTIONARY_PORT: port(DEFAULT_PORTS.dictionary),
  MAIN_PORT: port(DEFAULT_PORTS.main),
  /** Where the installation keeps its database, credentials, outbox and content. */
  DATA_DIR: z.string().min(1).default(resolve(repositoryRoot, 'data')),
  /** `postgres://…` switches to PostgreSQL; unset means SQLite in DATA_DIR/aula.db. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * `redis://…`: rate limits and failed sign-ins are counted in Redis, shared by every copy;
   * unset means they are counted in the database (shared all the same).
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  /** The browser-facing service addresses handed out in /config.json; unset means same host. */
  MAIN_SERVICE_URL: optionalUrl,
  ACTIVITY_SERVICE_URL: optionalUrl,
  DICTIONARY_SERVICE_URL: optionalUrl,
  /** The web app's public address, used in e-mailed links. */
  PUBLIC_WEB_URL: optionalUrl,
  /** Comma-separated origins allowed to call the services; unset allows the web port on any host. */
  CORS_ORIGINS: z.string().optional(),
  /** A signing secret shared by every copy; unset means one kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 60 * 60),
  /** smtp://user:pass@host:port; unset writes mails as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Aula <no-reply@aula.local>'),
  /** How often the emailed-report job looks for reports to send; 0 turns the job off. */
  EMAIL_REPORTS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** The tutor's local hour from which the report of the day (or week) before is sent. */
  EMAIL_REPORTS_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  /**
   * Where the e-library CD or DVD is mounted: a folder of disks (folders of book zips), read
   * when the read mode is the external disk. Unset: no disc, and the library asks for one.
   */
  LIBRARY_DISC_DIR: z.string().optional(),
  /**
   * Where content CDs or DVDs are mounted: each sub-folder holding a content pack (its
   * manifest.json or one .aulapack file) is a disc a tutor can copy grades from in Settings.
   * Unset: no disc, and Settings says how to insert one.
   */
  CONTENT_DISCS_DIR: z.string().optional(),
  /**
   * The key that checks license numbers, phone keys and activation tokens (PEM, or base64 of
   * the raw or SPKI Ed25519 key). Unset: the vendor's public key built into Aula.
   */
  LICENSE_PUBLIC_KEY: z.string().optional(),
  /**
   * `1` lets LICENSE_PUBLIC_KEY replace the vendor's key (tests, a vendor's own staging).
   * Without it production accepts only the built-in key; with it the start-up log and the
   * activation screen say the activations are not valid for sale.
   */
  AULA_LICENSE_TEST_KEYS: switchedOn,
  /**
   * The vendor's private key file (PEM), for the license CLI and the vendor activation
   * endpoint. Unset: this main service answers activation requests with 503.
   */
  LICENSE_PRIVATE_KEY_FILE: z.string().optional(),
  /** Where online activation sends its request; unset: this main service's own vendor endpoint. */
  ACTIVATION_URL: optionalUrl,
  /**
   * Comma-separated addresses or CIDRs of the reverse proxies whose X-Forwarded-For and
   * X-Forwarded-Proto are believed. Unset: none, and the client is the connecting peer.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      for (const message of trustedProxyProblems(value))
        context.addIssue({ code: 'custom', message });
    }),
  /**
   * The OpenAPI pages at /docs on the three services: `public` or `off`. Unset: public when
   * HOST is a loopback address, off when the services listen on the network.
   */
  DOCS: z.enum(['public', 'off']).optional(),
  /** `1` writes the client's address into the request log; by default it stays out. */
  LOG_CLIENT_ADDRESSES: switchedOn,
  WEB_DIST_DIR: z.string().default(resolve(repositoryRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; a bad value stops the program with a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`The environment has invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function databaseUrlOf(env: Env): string {
  return env.DATABASE_URL ?? resolve(env.DATA_DIR, 'aula.db');
}

/** The web app's address in mailed links: PUBLIC_WEB_URL, else this machine's web port. */
export function publicWebUrl(env: Env): string {
  return (env.PUBLIC_WEB_URL ?? `http://localhost:${env.WEB_PORT}`).replace(/\/+$/, '');
}
