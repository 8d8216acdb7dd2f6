import { BUNDLED_SOURCES_DIR } from '../bundled';
import { readSources } from '../sources/read-sources';
import { checkPackContent } from '../validate/content-check';
import { helpCoverage } from '../validate/help-coverage';

/**
 * npm run check:content --workspace @aula/content [-- <sources dir>]: the content check
 * (validate/content-check.ts) on a pack's sources, each problem said where and what, a count
 * per kind, and how much help each subject's questions give. The builder runs the same check.
 */
const sourcesDir = process.argv[2] ?? BUNDLED_SOURCES_DIR;
const { contents, issues } = readSources(sourcesDir);
if (!contents) {
  for (const issue of issues) console.error(`${issue.where}: ${issue.message}`);
  process.exit(1);
}

const problems = checkPackContent(contents);
for (const problem of problems) console.log(`✗ ${problem.where}: ${problem.message}`);
const kinds = new Map<string, number>();
for (const { message } of problems) {
  const kind = message.slice(0, message.indexOf(':'));
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
}
const items = new Set(problems.map((problem) => problem.where)).size;
console.log(
  problems.length === 0
    ? '✓ no content problems'
    : `${problems.length} content problems in ${items} questions: ` +
        [...kinds].map(([kind, count]) => `${kind} ${count}`).join(', '),
);
console.log('\nHelp per subject');
console.table(helpCoverage(contents));
process.exitCode = problems.length === 0 ? 0 : 1;
