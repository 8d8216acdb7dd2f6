import { parseArgs } from 'node:util';
import { lessonBodyPath } from '../format/pack-schema';
import { inspectLessonHtml } from '../html/lesson-html';
import { readBundledPackYaml, readSubjectAlone } from '../sources/read-subject-alone';
import { validatePackContents } from '../validate/validate-pack';

/**
 * For authors: checks one subject of the bundled sources on its own, as the builder would,
 * and prints its numbers.
 *   npm run check:subject --workspace @aula/content -- <grade path> <subject folder>
 * e.g. -- grade-1 grammar.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const [gradePath, subjectFolder] = positionals;
if (!gradePath || !subjectFolder) {
  console.error(
    'Usage: npm run check:subject --workspace @aula/content -- <grade path> <subject folder>',
  );
  process.exit(2);
}

// A grade not in pack.yaml yet stands in with a provisional entry (grade-N → grade N).
const gradeNumber = Number(gradePath.replace(/^grade-/, ''));
const grade = readBundledPackYaml().grades.find((candidate) => candidate.path === gradePath) ?? {
  grade_id: gradeNumber,
  level_id: gradeNumber <= 5 ? 1 : gradeNumber <= 8 ? 2 : 3,
  name: { en: `Grade ${gradeNumber}`, es: `Grado ${gradeNumber}` },
  path: gradePath,
  subjects: [subjectFolder],
};
const { contents, issues } = readSubjectAlone(grade, subjectFolder);
const problems = contents ? [...issues, ...validatePackContents(contents)] : issues;
for (const problem of problems) console.log(`✗ ${problem.where}: ${problem.message}`);
if (contents) {
  const { catalogue, questions } = contents;
  for (const lesson of catalogue.lessons) {
    const words = (['en', 'es'] as const).map((lang) => {
      const html = contents.files.get(lessonBodyPath(lesson.id, lang))?.toString('utf8') ?? '';
      return inspectLessonHtml(html).text.split(/\s+/).filter(Boolean).length;
    });
    const pool = questions.lessons[String(lesson.id)] ?? [];
    const types = new Set(pool.map((item) => item.type));
    console.log(
      `${lesson.local_path}: words en ${words[0]} / es ${words[1]}, quiz ${pool.length} (${types.size} types), ` +
        `glossary ${lesson.glossary.length}, standards ${lesson.standards.join(' ') || 'none'}`,
    );
  }
  for (const cluster of catalogue.clusters)
    console.log(
      `cluster ${cluster.id} ${cluster.path}: test ${questions.clusters[String(cluster.id)]?.length ?? 0}`,
    );
}
console.log(problems.length === 0 ? '✓ valid' : `${problems.length} problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
