import type { QuestionItem } from '@aula/shared';
import { checkTemplate, MIN_QUIZ_POOL, MIN_TEST_POOL } from '@aula/shared';
import { inspectLessonHtml } from '../html/lesson-html';
import type { PackContents } from '../format/pack-schema';
import { lessonBodyPath, lessonMediaPath } from '../format/pack-schema';
import { checkPackContent } from './content-check';
import type { PackIssue } from './issues';

/**
 * The cross-checks no schema can make: unique ids, pools large enough, answer keys among the
 * options, pictures that exist, markup that is allowed, and questions that are fair (the
 * content check, content-check.ts). Returns every issue found.
 */
export function validatePackContents(contents: PackContents): PackIssue[] {
  const issues: PackIssue[] = [];
  const { catalogue, questions, files } = contents;

  const duplicates = (kind: string, ids: (number | string)[]) => {
    const seen = new Set<number | string>();
    for (const id of ids) {
      if (seen.has(id))
        issues.push({ where: `${kind} ${id}`, message: `duplicate ${kind} id ${id}` });
      seen.add(id);
    }
  };
  duplicates(
    'level',
    catalogue.levels.map((level) => level.id),
  );
  duplicates(
    'grade',
    catalogue.grades.map((grade) => grade.grade_id),
  );
  duplicates(
    'subject',
    catalogue.subjects.map((subject) => subject.id),
  );
  duplicates(
    'cluster',
    catalogue.clusters.map((cluster) => cluster.id),
  );
  duplicates(
    'lesson',
    catalogue.lessons.map((lesson) => lesson.id),
  );

  const levelIds = new Set(catalogue.levels.map((level) => level.id));
  for (const grade of catalogue.grades) {
    if (!levelIds.has(grade.level_id))
      issues.push({
        where: `grade ${grade.grade_id}`,
        message: `level ${grade.level_id} is not in the pack`,
      });
  }

  const clusterFolder = new Map<number, string>();
  for (const cluster of catalogue.clusters) {
    const subject = catalogue.subjects.find((candidate) => candidate.id === cluster.subject_id);
    const grade = catalogue.grades.find((candidate) => candidate.grade_id === subject?.grade_id);
    clusterFolder.set(cluster.id, [grade?.path, subject?.path, cluster.path].join('/'));
  }

  for (const lesson of catalogue.lessons) {
    for (const lang of ['en', 'es'] as const) {
      const body = files.get(lessonBodyPath(lesson.id, lang));
      const where = `${lesson.local_path}/body.${lang}.html`;
      if (!body) continue; // reported by the reader as a missing translation
      const report = inspectLessonHtml(body.toString('utf8'));
      if (!report.text) issues.push({ where, message: 'the lesson has no text' });
      for (const problem of report.problems) issues.push({ where, message: problem });
      for (const src of report.images) {
        if (!files.has(lessonMediaPath(lesson.id, src)))
          issues.push({
            where,
            message: `broken image reference: ${src} is not in the lesson folder`,
          });
      }
    }
    const pool = questions.lessons[String(lesson.id)] ?? [];
    checkPool(`${lesson.local_path}/quiz.yaml`, pool, MIN_QUIZ_POOL, 'quiz');
  }
  for (const cluster of catalogue.clusters) {
    const pool = questions.clusters[String(cluster.id)] ?? [];
    checkPool(`${clusterFolder.get(cluster.id)}/test.yaml`, pool, MIN_TEST_POOL, 'test');
  }

  for (const [path, data] of files) {
    if (path.endsWith('.svg')) {
      const svg = data.toString('utf8');
      if (/<script|\son\w+\s*=|(?:href|src)\s*=\s*["']\s*(?:https?:|javascript:|\/\/)/i.test(svg))
        issues.push({
          where: path,
          message: 'an SVG may not hold scripts, event handlers or outside links',
        });
    }
  }
  issues.push(...checkPackContent(contents));
  return issues;

  function checkPool(where: string, pool: QuestionItem[], minimum: number, kind: string) {
    if (pool.length < minimum)
      issues.push({
        where,
        message: `${kind} pool too small: ${pool.length} questions, at least ${minimum} needed`,
      });
    const ids = new Set<string>();
    for (const item of pool) {
      const at = `${where}: ${item.id}`;
      if (ids.has(item.id)) issues.push({ where: at, message: `duplicate question id ${item.id}` });
      ids.add(item.id);
      if (item.image && !files.has(item.image))
        issues.push({
          where: at,
          message: `broken image reference: ${item.image.split('/').pop()}`,
        });
      for (const message of answerKeyProblems(item)) issues.push({ where: at, message });
      for (const message of checkTemplate(item)) issues.push({ where: at, message });
    }
  }
}

function duplicateIds(ids: string[]) {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

/** Whether the item's key can be answered at all. */
function answerKeyProblems(item: QuestionItem): string[] {
  const problems: string[] = [];
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice': {
      // With correct_when the key depends on the draw: checkTemplate counts it in every draw.
      const drawn = item.params && item.choices.some((choice) => choice.correct_when !== undefined);
      const correct = item.choices.filter((choice) => choice.correct).length;
      if (!drawn && item.type === 'single_choice' && correct !== 1)
        problems.push(
          `answer key: a single-choice question needs exactly one correct choice, it has ${correct}`,
        );
      if (!drawn && item.type === 'multiple_choice' && correct === 0)
        problems.push('answer key: no choice is marked correct');
      for (const id of duplicateIds(item.choices.map((choice) => choice.id)))
        problems.push(`duplicate choice id ${id}`);
      break;
    }
    case 'numeric':
      if (typeof item.value === 'string' && !item.params)
        problems.push(
          'answer key: the value must be a number (only templates may use expressions)',
        );
      break;
    case 'dropdown':
      for (const blank of item.blanks) {
        const conditional = blank.options.some((option) => option.correct_when !== undefined);
        if (blank.correct === undefined && !conditional)
          problems.push(
            `answer key: blank ${blank.id} has no correct option (give correct, or correct_when in a template)`,
          );
        else if (
          blank.correct !== undefined &&
          !blank.options.some((option) => option.id === blank.correct)
        )
          problems.push(
            `answer key: "${blank.correct}" is not among the options of blank ${blank.id}`,
          );
        for (const id of duplicateIds(blank.options.map((option) => option.id)))
          problems.push(`duplicate option id ${id} in blank ${blank.id}`);
      }
      for (const lang of ['en', 'es'] as const) {
        const placed = [...item.sentence[lang].matchAll(/\[\[([a-z0-9-]+)\]\]/g)].map(
          (match) => match[1],
        );
        const declared = item.blanks.map((blank) => blank.id);
        if (placed.sort().join() !== [...declared].sort().join())
          problems.push(
            `the ${lang} sentence must place each blank once: [[${declared.join(']], [[')}]]`,
          );
      }
      break;
    case 'ordering':
      for (const id of duplicateIds(item.items.map((entry) => entry.id)))
        problems.push(`duplicate item id ${id}`);
      break;
    case 'matching':
      for (const id of duplicateIds(item.pairs.map((pair) => pair.id)))
        problems.push(`duplicate pair id ${id}`);
      break;
    case 'short_text':
      break;
  }
  return problems;
}
