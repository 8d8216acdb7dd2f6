import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of eslint.import-boundaries.js, each shown to bite: an import planted in a
// file of the zone (the imported module is real, so the resolver finds it) is reported with the
// zone's advice, and the imports the layers are meant to use pass.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

const RESTRICTED = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

/** The boundary problems ESLint reports for `code` as the file at `filePath`. */
async function boundaryProblems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return result.messages
    .filter((message) => message.ruleId === RESTRICTED || message.ruleId === CYCLE)
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

// Resolving and following imports through the whole app is slow on a busy machine.
const timeout = 120_000;

describe('the import boundaries', () => {
  it.each([
    {
      rule: 'a web feature importing another feature',
      filePath: 'apps/web/src/features/reports/planted.ts',
      code: "export { studentCsvTemplate } from '../students/csv-template';",
      message: 'A feature never imports another feature',
    },
    {
      rule: 'web lib/ importing a feature',
      filePath: 'apps/web/src/lib/planted.ts',
      code: "export { parseDateInput } from '../features/reports/dates';",
      message: 'lib/ is shared by every feature and never imports features/',
    },
    {
      rule: 'web components/ importing a feature',
      filePath: 'apps/web/src/components/ui/planted.ts',
      code: "export { parseDateInput } from '../../features/reports/dates';",
      message: 'components/ is shared by every feature and never imports features/',
    },
    {
      rule: 'web components/ importing app/',
      filePath: 'apps/web/src/components/ui/planted.ts',
      code: "export { AppProvider } from '../../app/provider';",
      message: 'components/ never imports app/',
    },
    {
      rule: 'web lib/ importing app/',
      filePath: 'apps/web/src/lib/planted.ts',
      code: "export { AppProvider } from '../app/provider';",
      message: 'lib/ never imports app/',
    },
    {
      rule: 'web lib/ importing components/',
      filePath: 'apps/web/src/lib/planted.ts',
      code: "export { TableScroll } from '../components/ui/table-scroll';",
      message: 'lib/ sits below components/ and never imports it',
    },
    {
      rule: 'server platform/ importing a service',
      filePath: 'apps/server/src/platform/planted.ts',
      code: "export { createMainService } from '../services/main/main-service';",
      message: 'platform/ never imports services/',
    },
    {
      rule: "the activity service importing the main service's files",
      filePath: 'apps/server/src/services/activity/planted.ts',
      code: "export { usersRoutes } from '../main/users/routes';",
      message: "A service never imports another service's files",
    },
    {
      rule: "the dictionary service importing the main service's files",
      filePath: 'apps/server/src/services/dictionary/planted.ts',
      code: "export { createMainService } from '../main/main-service';",
      message: "A service never imports another service's files",
    },
    {
      rule: "the main service importing the activity service's files",
      filePath: 'apps/server/src/services/main/planted.ts',
      code: "export { createActivityService } from '../activity/activity-service';",
      message: "A service never imports another service's files",
    },
    {
      rule: 'server domain/ importing a service',
      filePath: 'apps/server/src/domain/planted.ts',
      code: "export { createMainService } from '../services/main/main-service';",
      message: 'domain/ holds what several services share and never imports services/',
    },
  ])(
    'reports $rule, saying what to do instead',
    async ({ filePath, code, message }) => {
      const problems = await boundaryProblems(filePath, code);
      expect(problems).toEqual([{ ruleId: RESTRICTED, message: expect.stringContaining(message) }]);
    },
    timeout,
  );

  it.each([
    {
      rule: 'web',
      // dates.ts is imported by the date field, so importing the field from it closes a loop.
      filePath: 'apps/web/src/features/reports/dates.ts',
      code: "export { DateField } from './components/date-field';",
    },
    {
      rule: 'server',
      // student-access.ts imports visibility.ts.
      filePath: 'apps/server/src/domain/users/visibility.ts',
      code: "export { studentVisibleTo } from './student-access';",
    },
  ])(
    'reports an import cycle in the $rule code',
    async ({ filePath, code }) => {
      const problems = await boundaryProblems(filePath, code);
      expect(problems).toEqual([
        { ruleId: CYCLE, message: expect.stringContaining('Dependency cycle') },
      ]);
    },
    timeout,
  );

  it.each([
    {
      rule: 'a web feature importing its own files, lib/ and components/',
      filePath: 'apps/web/src/features/reports/planted.ts',
      code: [
        "export { parseDateInput } from './dates';",
        "export { useLanguage } from '../../lib/i18n';",
        "export { TableScroll } from '../../components/ui/table-scroll';",
      ].join('\n'),
    },
    {
      rule: 'a service importing domain/ and platform/',
      filePath: 'apps/server/src/services/activity/planted.ts',
      code: [
        "export { UsersRepository } from '../../domain/users/users-repository';",
        "export { lessonLocked } from '../../domain/lesson-content/lesson-locks';",
        "export { createService } from '../../platform/create-service';",
      ].join('\n'),
    },
  ])(
    'lets through $rule',
    async ({ filePath, code }) => {
      expect(await boundaryProblems(filePath, code)).toEqual([]);
    },
    timeout,
  );
});
