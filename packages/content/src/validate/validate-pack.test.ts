import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildPack } from '../pack/build-pack';
import { writeSampleSources } from '../testing/sample-sources';
import { InvalidPackError } from './issues';

let dir: string;
let sources: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'aula-validate-'));
  sources = writeSampleSources(join(dir, 'src'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lessonDir = 'grades/grade-1/math/cluster-1/lesson-1';

// Tests break sources on purpose, in ways no schema type allows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseYaml = Record<string, any>;

/** Edits a YAML file of the sample sources. */
function editYaml(path: string, edit: (data: LooseYaml) => void) {
  const file = join(sources, path);
  const data = parse(readFileSync(file, 'utf8')) as LooseYaml;
  edit(data);
  writeFileSync(file, stringify(data));
}

async function problems(): Promise<string[]> {
  const error = await buildPack(sources, join(dir, 'out.aulapack')).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidPackError);
  return (error as InvalidPackError).issues.map((issue) => `${issue.where}: ${issue.message}`);
}

describe('pack validation', () => {
  it('accepts the sample sources', async () => {
    await expect(buildPack(sources, join(dir, 'out.aulapack'))).resolves.toBeDefined();
  });

  it('names a missing translation of a field and of a lesson body', async () => {
    editYaml('grades/grade-1/math/subject.yaml', (subject) => delete subject.name.es);
    unlinkSync(join(sources, lessonDir, 'body.es.html'));
    expect(await problems()).toEqual([
      'grades/grade-1/math/subject.yaml: name.es: missing Spanish translation',
    ]);
    // With the subject mended, the missing body is what remains.
    editYaml('grades/grade-1/math/subject.yaml', (subject) => (subject.name.es = 'Matemáticas'));
    expect(await problems()).toEqual([
      `${lessonDir}/body.es.html: file is missing (Spanish translation of the lesson)`,
    ]);
  });

  it('finds pools that are too small', async () => {
    editYaml(`${lessonDir}/quiz.yaml`, (pool) => pool.questions.splice(5));
    editYaml('grades/grade-1/math/cluster-2/test.yaml', (pool) => pool.questions.splice(14));
    expect(await problems()).toEqual([
      `grade-1/math/cluster-1/lesson-1/quiz.yaml: quiz pool too small: 5 questions, at least 8 needed`,
      `grade-1/math/cluster-2/test.yaml: test pool too small: 14 questions, at least 15 needed`,
    ]);
  });

  it('finds answer keys that are not among the options', async () => {
    editYaml(`${lessonDir}/quiz.yaml`, (pool) => {
      pool.questions[0].choices[0].correct = false;
      pool.questions[1] = {
        id: 'quiz-2',
        type: 'dropdown',
        prompt: { en: 'Choose', es: 'Elige' },
        hints: [{ en: 'Look', es: 'Mira' }],
        sentence: { en: 'Five is [[b]] than two.', es: 'Cinco es [[b]] que dos.' },
        blanks: [
          {
            id: 'b',
            options: [
              { id: 'more', text: { en: 'more', es: 'mayor' } },
              { id: 'less', text: { en: 'less', es: 'menor' } },
            ],
            correct: 'bigger',
          },
        ],
      };
    });
    expect(await problems()).toEqual([
      'grade-1/math/cluster-1/lesson-1/quiz.yaml: quiz-1: answer key: a single-choice question needs exactly one correct choice, it has 0',
      'grade-1/math/cluster-1/lesson-1/quiz.yaml: quiz-2: answer key: "bigger" is not among the options of blank b',
    ]);
  });

  it('finds duplicate ids', async () => {
    editYaml(
      'grades/grade-1/math/cluster-1/lesson-2/lesson.yaml',
      (lesson) => (lesson.id = 1010101),
    );
    editYaml(
      'grades/grade-1/math/cluster-2/test.yaml',
      (pool) => (pool.questions[1].id = 'test-1'),
    );
    expect(await problems()).toEqual([
      'lesson 1010101: duplicate lesson id 1010101',
      'grade-1/math/cluster-2/test.yaml: test-1: duplicate question id test-1',
    ]);
  });

  it('finds broken image references in bodies and questions', async () => {
    unlinkSync(join(sources, lessonDir, 'dots.svg'));
    editYaml(`${lessonDir}/quiz.yaml`, (pool) => (pool.questions[0].image = 'missing.png'));
    expect(await problems()).toEqual([
      'grade-1/math/cluster-1/lesson-1/body.en.html: broken image reference: dots.svg is not in the lesson folder',
      'grade-1/math/cluster-1/lesson-1/body.es.html: broken image reference: dots.svg is not in the lesson folder',
      'grade-1/math/cluster-1/lesson-1/quiz.yaml: quiz-1: broken image reference: missing.png',
      // The other questions of the lesson show the picture that was taken away.
      ...Array.from(
        { length: 7 },
        (_, index) =>
          `grade-1/math/cluster-1/lesson-1/quiz.yaml: quiz-${index + 2}: broken image reference: dots.svg`,
      ),
    ]);
  });

  it('refuses scripts and event handlers in lesson bodies', async () => {
    writeFileSync(
      join(sources, lessonDir, 'body.en.html'),
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="dots.svg" alt="Dots">',
    );
    expect(await problems()).toEqual([
      'grade-1/math/cluster-1/lesson-1/body.en.html: attribute onclick on <p> is not allowed',
      'grade-1/math/cluster-1/lesson-1/body.en.html: <script> is not allowed',
    ]);
  });
});
