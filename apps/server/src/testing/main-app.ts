import type { DialectName } from '@aula/db';
import { createMainService } from '../services/main/main-service';
import type { UserRow } from '../domain/users/users-repository';
import type { TestStart } from './test-context';
import { createTestContext } from './test-context';

/** The main service over a fresh database, with helpers to sign in and call it. */
export async function createMainTestApp(
  dialect: DialectName,
  settings: Record<string, string> = {},
  start?: TestStart,
) {
  const test = await createTestContext(dialect, settings, start);
  const app = await createMainService(test.context);
  await app.ready();

  async function signIn(username: string, password = 'secret1') {
    const response = await app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return response.json<{ access_token: string }>().access_token;
  }

  return {
    ...test,
    app,
    signIn,
    /**
     * A token for the user as they are now, issued as sign-in issues it. Tests about signing in
     * call `signIn`; the rest skip its deliberately slow password check, which took a good part
     * of the suites' time.
     */
    async tokenFor(user: UserRow) {
      const current = await test.users.findById(user.id);
      if (!current) throw new Error(`no user ${user.id}`);
      return app.issueToken(current);
    },
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await test.close();
    },
  };
}

export type MainTestApp = Awaited<ReturnType<typeof createMainTestApp>>;
