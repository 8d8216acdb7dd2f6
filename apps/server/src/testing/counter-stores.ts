import { randomBytes, randomInt } from 'node:crypto';
import type { DialectName } from '@aula/db';
import { testDialects } from '@aula/db/testing';

/** Where a test app keeps its failed sign-ins: in its database, or in Redis beside it. */
export interface CounterStore {
  name: string;
  dialect: DialectName;
  /** Settings for createMainTestApp. */
  settings: Record<string, string>;
}

/**
 * Every database under test, and Redis (over SQLite) when TEST_REDIS_URL is set. A Redis
 * outlives the test run: tests on it use fresh names and addresses (see `uniqueCaller`).
 */
export function counterStores(): [string, CounterStore][] {
  const stores: CounterStore[] = testDialects().map((dialect) => ({
    name: `the ${dialect} database`,
    dialect,
    settings: {},
  }));
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl)
    stores.push({ name: 'Redis', dialect: 'sqlite', settings: { REDIS_URL: redisUrl } });
  return stores.map((store) => [store.name, store]);
}

/** A username and a client address no earlier run has counted failures for. */
export function uniqueCaller(prefix: string) {
  return {
    username: `${prefix}-${randomBytes(4).toString('hex')}`,
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
}
