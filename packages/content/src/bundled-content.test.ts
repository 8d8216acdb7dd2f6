import type { Language, QuestionItem } from '@aula/shared';
import {
  SUBJECT_ABBREVIATIONS,
  correctAnswerFromReview,
  instantiateItem,
  isTemplateItem,
  scoreAnswer,
  toReviewedItem,
} from '@aula/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_SOURCES_DIR } from './bundled';
import type { PackContents } from './format/pack-schema';
import { lessonBodyPath } from './format/pack-schema';
import { inspectLessonHtml } from './html/lesson-html';
import { readSources } from './sources/read-sources';
import { checkPackContent } from './validate/content-check';
import { validatePackContents } from './validate/validate-pack';

const LANGS: Language[] = ['en', 'es'];
/** Template items are replayed over this many seeds; each draw's key must score correct. */
const TEMPLATE_SEEDS = 60;

// Read once for every test of the file: the sources are 2 s of YAML.
let contents: PackContents;
beforeAll(() => {
  const read = readSources(BUNDLED_SOURCES_DIR);
  expect(read.issues).toEqual([]);
  contents = read.contents!;
});

const bodyText = (lessonId: number, lang: Language) =>
  inspectLessonHtml(contents.files.get(lessonBodyPath(lessonId, lang))?.toString('utf8') ?? '');

describe('the bundled curriculum', () => {
  // The validator draws every template of the pack 300 times: allow for a busy machine.
  it('passes the pack validator', { timeout: 120_000 }, () => {
    expect(validatePackContents(contents)).toEqual([]);
  });

  // Every draw of every template of the pack: allow for a busy machine. The validator above
  // runs the content check too; this says on its own which questions it finds unfair.
  it('passes the content check', { timeout: 120_000 }, () => {
    expect(checkPackContent(contents).map((issue) => `${issue.where}: ${issue.message}`)).toEqual(
      [],
    );
  });

  it('has three levels and every lesson in both languages with a picture, glossary and standards', () => {
    expect(contents.catalogue.levels.map((level) => level.nombre.en)).toEqual([
      'Elementary',
      'Middle School',
      'High School',
    ]);
    for (const lesson of contents.catalogue.lessons) {
      for (const lang of LANGS) {
        const body = bodyText(lesson.id, lang);
        expect(body.text.length, `${lesson.local_path} ${lang}`).toBeGreaterThan(0);
        expect(body.images.length, `${lesson.local_path} ${lang} picture`).toBeGreaterThan(0);
        expect(lesson.title[lang]).toBeTruthy();
        expect(lesson.narration?.[lang], `${lesson.local_path} narration`).toBeTruthy();
      }
      expect(lesson.glossary.length, `${lesson.local_path} glossary`).toBeGreaterThanOrEqual(3);
      expect(lesson.standards.length, `${lesson.local_path} standards`).toBeGreaterThan(0);
    }
  });

  it('covers what the product promises: grades 1-3 in five subjects, math in 4-5, a high-school sampler', () => {
    const { catalogue } = contents;
    const lessonsOf = (clusterId: number) =>
      catalogue.lessons.filter((lesson) => lesson.cluster_id === clusterId);
    const shape = (gradeId: number) =>
      Object.fromEntries(
        catalogue.subjects
          .filter((subject) => subject.grade_id === gradeId)
          .map((subject) => [
            subject.abbreviation,
            catalogue.clusters
              .filter((cluster) => cluster.subject_id === subject.id)
              .map((cluster) => lessonsOf(cluster.id).length),
          ]),
      );
    for (const gradeId of [1, 2, 3]) {
      const subjects = shape(gradeId);
      expect(Object.keys(subjects).sort(), `grade ${gradeId}`).toEqual([
        'Gram',
        'Math',
        'Rdg',
        'S. Stud',
        'Sci',
      ]);
      for (const [abbreviation, clusters] of Object.entries(subjects)) {
        expect(clusters.length, `grade ${gradeId} ${abbreviation}`).toBeGreaterThanOrEqual(2);
        for (const lessons of clusters) expect(lessons).toBeGreaterThanOrEqual(3);
      }
    }
    for (const gradeId of [4, 5]) {
      const clusters = shape(gradeId).Math ?? [];
      expect(clusters.length, `grade ${gradeId} math`).toBeGreaterThanOrEqual(2);
      for (const lessons of clusters) expect(lessons).toBeGreaterThanOrEqual(3);
    }
    const highSchool = Object.fromEntries(
      [9, 10, 11, 12].flatMap((gradeId) => Object.entries(shape(gradeId))),
    );
    for (const abbreviation of ['Biol', 'Chem', 'Phys', 'A. Hist', 'W. Stud'])
      expect(highSchool[abbreviation]?.[0], abbreviation).toBeGreaterThanOrEqual(3);
    expect(new Set(catalogue.subjects.map((subject) => subject.abbreviation))).toEqual(
      new Set(SUBJECT_ABBREVIATIONS),
    );
    const lowerGrades = catalogue.lessons.filter(
      (lesson) => Number(lesson.local_path.split('/')[0]!.slice(6)) <= 3,
    );
    expect(lowerGrades.length).toBeGreaterThanOrEqual(90);
  });

  it('writes lessons of a length fit for the grade', () => {
    for (const lesson of contents.catalogue.lessons) {
      const cluster = contents.catalogue.clusters.find((entry) => entry.id === lesson.cluster_id)!;
      const subject = contents.catalogue.subjects.find((entry) => entry.id === cluster.subject_id)!;
      const [minimum, maximum] =
        subject.grade_id <= 3 ? [150, 420] : subject.grade_id <= 8 ? [200, 600] : [300, 700];
      for (const lang of LANGS) {
        const words = bodyText(lesson.id, lang).text.split(/\s+/).length;
        expect(words, `${lesson.local_path} ${lang}`).toBeGreaterThanOrEqual(minimum);
        expect(words, `${lesson.local_path} ${lang}`).toBeLessThanOrEqual(maximum);
      }
    }
  });

  it('uses varied question types, with help on every question', () => {
    const pools = [
      ...Object.values(contents.questions.lessons),
      ...Object.values(contents.questions.clusters),
    ];
    for (const pool of pools) {
      expect(new Set(pool.map((item) => item.type)).size).toBeGreaterThanOrEqual(3);
      for (const item of pool)
        expect(
          item.hints.length > 0 || item.explanation !== undefined,
          `${item.id} has a hint or explanation`,
        ).toBe(true);
    }
  });

  it('has an answer key that scores correct for every question, template draws included', () => {
    const failures: string[] = [];
    const check = (where: string, item: QuestionItem) => {
      const seeds = isTemplateItem(item) ? TEMPLATE_SEEDS : 1;
      for (let seed = 1; seed <= seeds; seed += 1) {
        const drawn = instantiateItem(item, seed);
        for (const lang of LANGS) {
          const review = toReviewedItem(drawn, lang, { type: 'short_text', text: '' }, seed);
          const outcome = scoreAnswer(drawn, correctAnswerFromReview(review), lang).outcome;
          if (outcome !== 'correct')
            failures.push(`${where} ${item.id} seed ${seed} ${lang}: ${outcome}`);
        }
      }
    };
    for (const [lessonId, pool] of Object.entries(contents.questions.lessons))
      for (const item of pool) check(`lesson ${lessonId}`, item);
    for (const [clusterId, pool] of Object.entries(contents.questions.clusters))
      for (const item of pool) check(`cluster ${clusterId}`, item);
    expect(failures).toEqual([]);
  });

  it('shares no text between lessons', () => {
    for (const lang of LANGS) {
      const seen = new Map<string, number>();
      const shared: string[] = [];
      for (const lesson of contents.catalogue.lessons) {
        const sentences = bodyText(lesson.id, lang)
          .text.split(/(?<=[.!?])\s+/)
          .map((sentence) => sentence.trim().toLowerCase())
          .filter((sentence) => sentence.split(/\s+/).length >= 8);
        for (const sentence of new Set(sentences)) {
          const other = seen.get(sentence);
          if (other !== undefined && other !== lesson.id)
            shared.push(`${lang}: "${sentence}" (${other}, ${lesson.id})`);
          seen.set(sentence, lesson.id);
        }
      }
      expect(shared).toEqual([]);
    }
  });
});
