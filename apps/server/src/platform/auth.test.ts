import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { MainTestApp } from '../testing/main-app';
import { createMainTestApp } from '../testing/main-app';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token signed with the installation's secret, carrying exactly the given claims. */
function signedToken(secret: string, claims: Record<string, unknown>): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe.each(testDialects())('access tokens on %s', (dialect) => {
  let t: MainTestApp;
  // One app per file; each test signs a token for a user of its own.
  beforeAll(async () => {
    t = await createMainTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) => t.app.inject({ url: '/users/me', headers: t.bearer(token) });
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('opens /users/me with a correctly signed token that expires later', async () => {
    const user = await t.createUser('student');
    const token = signedToken(t.context.tokenSecret, {
      sub: String(user.id),
      ver: user.token_version,
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
    });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without an expiry, like an expired one', async () => {
    const user = await t.createUser('student');
    const claims = { sub: String(user.id), ver: user.token_version, iat: nowSeconds() };
    const expired = await me(
      signedToken(t.context.tokenSecret, { ...claims, exp: nowSeconds() - 1 }),
    );
    const withoutExpiry = await me(signedToken(t.context.tokenSecret, claims));
    expect(expired.statusCode).toBe(401);
    expect(withoutExpiry.statusCode).toBe(401);
    expect(withoutExpiry.json()).toEqual(expired.json());
  });
});
