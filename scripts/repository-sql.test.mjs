import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule of eslint.repository-sql.js shown to bite: SQL planted in a server file outside a
// repository is reported with the advice, and the same code in a repository, a test or a test
// helper passes.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

const ADVICE = 'SQL belongs in a *-repository.ts file (see ARCHITECTURE.md)';
const RULES = new Set(['no-restricted-syntax', 'no-restricted-imports']);

/** The SQL-placement problems ESLint reports for `code` as the file at `filePath`. */
async function sqlProblems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return result.messages
    .filter((message) => RULES.has(message.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const query = [
  "import type { Database, Kysely } from '@aula/db';",
  '',
  'export const userCount = (db: Kysely<Database>) =>',
  "  db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();",
].join('\n');

const rawSql = (from) =>
  [
    `import { sql } from '${from}';`,
    "import type { Database, Kysely } from '@aula/db';",
    '',
    'export const ping = (db: Kysely<Database>) => sql`select 1`.execute(db);',
  ].join('\n');

// The first lint of a run loads the TypeScript resolver of the import boundaries: slow on a busy machine.
const timeout = 120_000;

describe('SQL only in repositories', () => {
  it.each([
    { where: 'a route file', filePath: 'apps/server/src/services/main/students/routes.ts' },
    { where: 'a domain rule', filePath: 'apps/server/src/domain/users/visibility.ts' },
    { where: 'platform/', filePath: 'apps/server/src/platform/planted.ts' },
  ])(
    'reports a query built in $where',
    async ({ filePath }) => {
      expect(await sqlProblems(filePath, query)).toEqual([
        {
          ruleId: 'no-restricted-syntax',
          message: expect.stringContaining(`.selectFrom() builds a query: ${ADVICE}`),
        },
      ]);
    },
    timeout,
  );

  it.each(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'])(
    'reports .%s() as well',
    async (method) => {
      const code = `export const write = (db: { ${method}(table: string): unknown }) => db.${method}('users');`;
      const problems = await sqlProblems('apps/server/src/content/planted.ts', code);
      expect(problems).toEqual([
        { ruleId: 'no-restricted-syntax', message: expect.stringContaining(ADVICE) },
      ]);
    },
    timeout,
  );

  it.each(['kysely', '@aula/db'])(
    "reports importing the sql tag from '%s' outside a repository",
    async (from) => {
      const problems = await sqlProblems('apps/server/src/bootstrap/planted.ts', rawSql(from));
      expect(problems).toEqual([
        { ruleId: 'no-restricted-imports', message: expect.stringContaining(ADVICE) },
      ]);
    },
    timeout,
  );

  it.each([
    {
      where: 'a repository',
      filePath: 'apps/server/src/services/main/students/planted-repository.ts',
    },
    { where: 'a test', filePath: 'apps/server/src/services/main/students/planted.test.ts' },
    { where: 'a test helper', filePath: 'apps/server/src/testing/planted.ts' },
  ])(
    'lets through SQL in $where',
    async ({ filePath }) => {
      expect(await sqlProblems(filePath, query)).toEqual([]);
      expect(await sqlProblems(filePath, rawSql('@aula/db'))).toEqual([]);
    },
    timeout,
  );

  it(
    'lets through the types a service passes a repository',
    async () => {
      const code = [
        "import type { Database, Kysely } from '@aula/db';",
        "import { isPostgresUrl } from '@aula/db';",
        '',
        'export const describeDb = (db: Kysely<Database>, url: string) => ({ db, pg: isPostgresUrl(url) });',
      ].join('\n');
      expect(await sqlProblems('apps/server/src/platform/planted.ts', code)).toEqual([]);
    },
    timeout,
  );
});
