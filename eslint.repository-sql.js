// The server's SQL lives in *-repository.ts files (ARCHITECTURE.md, "The server"), so a
// feature's rules read without queries in the way and every query of a table is found in one
// place. Plain AST selectors, no type information: a query builder is spotted by its method
// name, raw SQL by the import of Kysely's `sql` tag (packages/db passes it on as @aula/db).

const MESSAGE = 'SQL belongs in a *-repository.ts file (see ARCHITECTURE.md).';

const QUERY_BUILDERS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
];

const server = 'apps/server/src';

export default [
  {
    files: [`${server}/**/*.ts`],
    ignores: ['**/*-repository.ts', '**/*.test.ts', `${server}/testing/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...QUERY_BUILDERS.map((method) => ({
          selector: `CallExpression > MemberExpression.callee[property.name='${method}']`,
          message: `.${method}() builds a query: ${MESSAGE}`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', '@aula/db'].map((name) => ({
            name,
            importNames: ['sql'],
            message: MESSAGE,
          })),
        },
      ],
    },
  },
];
