import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { EvaluationDetail, EvaluationList, EvaluationQuestion, Quiz } from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleAnswer } from '../../../testing/sample-answers';
import { advanceClockForTest } from '../../../testing/test-clock';

/*
 * The sample pack has one subject (grade 1 Math: two clusters whose test pools hold the same 15
 * items, and lessons whose quiz pools hold the same 8). The tests add, straight to the
 * catalogue tables:
 * - grade 1 Grammar: three clusters, each a test pool of 6 and one lesson with a quiz pool of 4;
 * - grade 1 Reading: one cluster with a test pool of 3 and one lesson with a quiz pool of 2
 *   (5 items in all: a light evaluation takes every one, a full one cannot be drawn);
 * - grade 2 Science (a subject of another grade) and grade 3 with no subjects at all.
 */
const MATH = SAMPLE.subjectId;
const GRAMMAR = 102;
const READING = 103;
const SCIENCE = 201;
const GRAMMAR_CLUSTERS = [10201, 10202, 10203];

const text = (en: string, es: string) => ({ en, es });

/** Items shaped like the sample pack's, so sampleAnswer answers them right or wrong. */
function choiceItem(id: string) {
  return {
    id,
    type: 'single_choice',
    prompt: text(`Question ${id}?`, `¿Pregunta ${id}?`),
    hints: [text('Think.', 'Piensa.')],
    choices: [
      { id: 'a', text: text('Right', 'Bien'), correct: true },
      { id: 'b', text: text('Wrong', 'Mal') },
    ],
  };
}

interface ExtraSubject {
  id: number;
  gradeId: number;
  name: [en: string, es: string];
  abbreviation: string;
  clusters: { id: number; test: number; quiz: number }[];
}

const EXTRA_SUBJECTS: ExtraSubject[] = [
  {
    id: GRAMMAR,
    gradeId: 1,
    name: ['Grammar', 'Gramática'],
    abbreviation: 'Gram',
    clusters: GRAMMAR_CLUSTERS.map((id) => ({ id, test: 6, quiz: 4 })),
  },
  {
    id: READING,
    gradeId: 1,
    name: ['Reading', 'Lectura'],
    abbreviation: 'Rdg',
    clusters: [{ id: 10301, test: 3, quiz: 2 }],
  },
  {
    id: SCIENCE,
    gradeId: 2,
    name: ['Science', 'Ciencias'],
    abbreviation: 'Sci',
    clusters: [{ id: 20101, test: 15, quiz: 8 }],
  },
];

async function addCatalogue(t: CatalogueTestApp) {
  const db = t.context.database.db;
  const pack_id = SAMPLE.packId;
  await db
    .insertInto('grades')
    .values([
      {
        grade_id: 2,
        level_id: 1,
        name_en: 'Grade 2',
        name_es: 'Segundo grado',
        path: 'grade-2',
        position: 2,
      },
      {
        grade_id: 3,
        level_id: 1,
        name_en: 'Grade 3',
        name_es: 'Tercer grado',
        path: 'grade-3',
        position: 3,
      },
    ])
    .execute();
  for (const [subjectIndex, subject] of EXTRA_SUBJECTS.entries()) {
    const subjectPath = subject.name[0].toLowerCase();
    await db
      .insertInto('subjects')
      .values({
        id: subject.id,
        pack_id,
        grade_id: subject.gradeId,
        path: subjectPath,
        name_en: subject.name[0],
        name_es: subject.name[1],
        abbreviation: subject.abbreviation,
        description_en: '',
        description_es: '',
        position: subjectIndex + 2,
      })
      .execute();
    for (const [clusterIndex, cluster] of subject.clusters.entries()) {
      const lessonId = cluster.id * 100 + 1;
      await db
        .insertInto('clusters')
        .values({
          id: cluster.id,
          pack_id,
          subject_id: subject.id,
          path: `cluster-${clusterIndex + 1}`,
          title_en: `Topic ${cluster.id}`,
          title_es: `Tema ${cluster.id}`,
          description_en: '',
          description_es: '',
          position: clusterIndex + 1,
        })
        .execute();
      await db
        .insertInto('lessons')
        .values({
          id: lessonId,
          pack_id,
          cluster_id: cluster.id,
          path: 'lesson-1',
          local_path: `grade-${subject.gradeId}/${subjectPath}/cluster-${clusterIndex + 1}/lesson-1`,
          title_en: `Lesson ${lessonId}`,
          title_es: `Lección ${lessonId}`,
          narration_en: null,
          narration_es: null,
          position: 1,
        })
        .execute();
      const pool = (kind: 't' | 'q', size: number) =>
        Array.from({ length: size }, (_, index) => {
          const item = choiceItem(
            `${subject.abbreviation.toLowerCase()}-c${cluster.id}-${kind}${index + 1}`,
          );
          return {
            pack_id,
            lesson_id: kind === 'q' ? lessonId : null,
            cluster_id: kind === 't' ? cluster.id : null,
            item_id: item.id,
            type: item.type,
            item: JSON.stringify(item),
            position: index + 1,
          };
        });
      await db
        .insertInto('questions')
        .values([...pool('t', cluster.test), ...pool('q', cluster.quiz)])
        .execute();
    }
  }
  t.context.catalogue.invalidate();
}

describe.each(testDialects())('evaluations on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let sibling: UserRow;
  let tutorToken: string;
  let studentToken: string;
  let siblingToken: string;
  async function createFamily() {
    tutor = await t.createUser('tutor');
    const family = { account_id: tutor.account_id, tutor_id: tutor.id };
    student = await t.createUser('student', { ...family, firstname: 'Ana', lastname: 'Ruiz' });
    sibling = await t.createUser('student', { ...family, firstname: 'Leo', lastname: 'Ruiz' });
    tutorToken = await t.tokenFor(tutor);
    studentToken = await t.tokenFor(student);
    siblingToken = await t.tokenFor(sibling);
  }
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
    await addCatalogue(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(createFamily);

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (
    method: Method,
    url: string,
    payload?: object,
    as: string | null = tutorToken,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...(as ? t.bearer(as) : {}), 'accept-language': lang },
    });
  const db = () => t.context.database.db;
  /** The evaluations of this test's family (the file's other tests have families of their own). */
  const familyEvaluations = () =>
    db().selectFrom('evaluations').where('account_id', '=', tutor.account_id!);
  const answerRows = async () =>
    Number(
      (
        await db()
          .selectFrom('evaluation_answers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function create(
    subject_ids: number[],
    type: 'full' | 'light',
    studentId = student.id,
  ): Promise<EvaluationDetail> {
    const response = await call('POST', '/evaluations', {
      student_id: studentId,
      grade_id: 1,
      subject_ids,
      type,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EvaluationDetail>();
  }

  const storedAnswers = (evaluationId: number) =>
    db()
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('evaluation_id', '=', evaluationId)
      .orderBy('position')
      .execute();

  const view = async (id: number, as = studentToken, lang = 'en') => {
    const response = await call('GET', `/evaluations/${id}`, undefined, as, lang);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EvaluationDetail>();
  };

  const answer = (id: number, question: EvaluationQuestion, correct: boolean, as = studentToken) =>
    call(
      'POST',
      `/evaluations/${id}/answers`,
      { position: question.position, answer: sampleAnswer(question.item, correct) },
      as,
    );

  /** The student opens the evaluation and answers every question; `correct` decides each. */
  async function take(
    id: number,
    correct: (question: EvaluationQuestion) => boolean,
    as = studentToken,
  ): Promise<EvaluationDetail> {
    let detail = await view(id, as);
    while (detail.current) {
      const response = await answer(id, detail.current, correct(detail.current), as);
      expect(response.statusCode, response.body).toBe(200);
      detail = response.json<EvaluationDetail>();
    }
    return detail;
  }

  describe('setting one up', () => {
    it('refuses a request without its fields, in English and Spanish', async () => {
      const english = await call('POST', '/evaluations', {});
      expect(english.statusCode).toBe(400);
      expect(english.json()).toMatchObject({
        error: 'validation',
        fields: {
          student_id: 'Choose a student',
          grade_id: 'Grade is required',
          subject_ids: 'Choose at least one subject',
          type: 'Choose full or light',
        },
      });
      const spanish = await call(
        'POST',
        '/evaluations',
        { student_id: student.id, grade_id: 1, subject_ids: [MATH, MATH], type: 'medium' },
        tutorToken,
        'es',
      );
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json().fields).toEqual({
        subject_ids: 'Elige al menos una materia',
        type: 'Elige completa o ligera',
      });
    });

    it('needs a student from grade 1 upward', async () => {
      const ungraded = await t.createUser('student', {
        account_id: tutor.account_id,
        tutor_id: tutor.id,
        grade_id: null,
      });
      const body = { student_id: ungraded.id, grade_id: 1, subject_ids: [MATH], type: 'light' };
      const english = await call('POST', '/evaluations', body);
      expect(english.statusCode).toBe(422);
      expect(english.json()).toEqual({
        error: 'invalid_evaluation',
        message: 'An evaluation needs a registered student from grade 1 upward.',
        fields: { student_id: 'An evaluation needs a registered student from grade 1 upward.' },
      });
      const spanish = await call('POST', '/evaluations', body, tutorToken, 'es');
      expect(spanish.json()).toEqual({
        error: 'invalid_evaluation',
        message: 'Una evaluación necesita un estudiante registrado de primer grado en adelante.',
        fields: {
          student_id:
            'Una evaluación necesita un estudiante registrado de primer grado en adelante.',
        },
      });
      expect(await familyEvaluations().selectAll().execute()).toEqual([]);
    });

    it('needs a grade with content and subjects of that grade', async () => {
      const noContent = { student_id: student.id, grade_id: 3, subject_ids: [MATH], type: 'full' };
      const grade = await call('POST', '/evaluations', noContent);
      expect(grade.statusCode).toBe(422);
      expect(grade.json().fields).toEqual({ grade_id: 'Grade is required' });
      expect(
        (await call('POST', '/evaluations', noContent, tutorToken, 'es')).json().fields,
      ).toEqual({ grade_id: 'El grado es obligatorio' });

      const otherGrade = {
        student_id: student.id,
        grade_id: 1,
        subject_ids: [MATH, SCIENCE],
        type: 'full',
      };
      const subjects = await call('POST', '/evaluations', otherGrade);
      expect(subjects.statusCode).toBe(422);
      expect(subjects.json()).toMatchObject({
        message: 'Choose subjects of the chosen grade',
        fields: { subject_ids: 'Choose subjects of the chosen grade' },
      });
      expect(
        (await call('POST', '/evaluations', otherGrade, tutorToken, 'es')).json().fields,
      ).toEqual({ subject_ids: 'Elige materias del grado elegido' });
    });

    it('draws 10 different questions per subject for a full evaluation, topic by topic', async () => {
      const detail = await create([GRAMMAR, MATH], 'full');
      expect(detail).toMatchObject({
        student_id: student.id,
        student_name: 'Ana Ruiz',
        grade_id: 1,
        grade_name: 'Grade 1',
        type: 'full',
        status: 'assigned',
        started_date: null,
        finished_at: null,
        total: 20,
        answered: 0,
        percentage: null,
        letter_grade: null,
        current: null,
        questions: [],
        previous: [],
      });
      // In the order chosen, with the catalogue's names and the subjects' abbreviations.
      expect(detail.subjects).toEqual([
        {
          subject_id: GRAMMAR,
          subject_name: 'Grammar',
          abbreviation: 'Gram',
          total: 10,
          answered: 0,
          correct: 0,
          percentage: null,
          letter_grade: null,
          started_date: null,
        },
        expect.objectContaining({ subject_id: MATH, abbreviation: 'Math', total: 10 }),
      ]);

      const rows = await storedAnswers(detail.id);
      expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(rows.map((row) => row.subject_id)).toEqual([
        ...Array<number>(10).fill(GRAMMAR),
        ...Array<number>(10).fill(MATH),
      ]);
      const grammar = rows.slice(0, 10).map((row) => row.item_id);
      const math = rows.slice(10).map((row) => row.item_id);
      expect(new Set(grammar).size).toBe(10);
      // The sample pack's two Math clusters hold the same 15 items: none is asked twice.
      expect(new Set(math).size).toBe(10);
      expect(math.every((id) => /^test-\d+$/.test(id))).toBe(true);
      // Grammar: test pools only (they hold 18), every topic asked 3 or 4 times, in topic order.
      expect(grammar.every((id) => /^gram-c\d+-t\d$/.test(id))).toBe(true);
      const topics = grammar.map((id) => Number(/c(\d+)/.exec(id)![1]));
      expect([...topics].sort()).toEqual(topics);
      for (const cluster of GRAMMAR_CLUSTERS) {
        const asked = topics.filter((topic) => topic === cluster).length;
        expect(asked).toBeGreaterThanOrEqual(3);
        expect(asked).toBeLessThanOrEqual(4);
      }
      // Each question has its own fresh seed.
      expect(new Set(rows.map((row) => row.seed)).size).toBeGreaterThan(1);
      expect(
        await db()
          .selectFrom('evaluation_subjects')
          .select(['subject_id', 'position'])
          .where('evaluation_id', '=', detail.id)
          .orderBy('position')
          .execute(),
      ).toEqual([
        { subject_id: GRAMMAR, position: 1 },
        { subject_id: MATH, position: 2 },
      ]);
    });

    it('draws 5 per subject for a light one, topping a short test pool up from quiz pools', async () => {
      const detail = await create([MATH, GRAMMAR, READING], 'light');
      expect(detail.total).toBe(15);
      expect(detail.subjects.map((subject) => [subject.abbreviation, subject.total])).toEqual([
        ['Math', 5],
        ['Gram', 5],
        ['Rdg', 5],
      ]);
      const rows = await storedAnswers(detail.id);
      const grammar = rows.filter((row) => row.subject_id === GRAMMAR).map((row) => row.item_id);
      // Five questions over three topics: every topic is asked.
      for (const cluster of GRAMMAR_CLUSTERS)
        expect(grammar.some((id) => id.startsWith(`gram-c${cluster}-t`))).toBe(true);
      const reading = rows.filter((row) => row.subject_id === READING).map((row) => row.item_id);
      // The test pool (3) first, then the lesson's quiz pool (2) makes up the rest.
      expect(reading.slice(0, 3).sort()).toEqual([
        'rdg-c10301-t1',
        'rdg-c10301-t2',
        'rdg-c10301-t3',
      ]);
      expect(reading.slice(3).sort()).toEqual(['rdg-c10301-q1', 'rdg-c10301-q2']);
      expect(new Set(rows.map((row) => `${row.subject_id}:${row.item_id}`)).size).toBe(15);
    });

    it('refuses a subject short of questions, and stores nothing', async () => {
      const body = {
        student_id: student.id,
        grade_id: 1,
        subject_ids: [MATH, READING],
        type: 'full',
      };
      const answersBefore = await answerRows();
      const english = await call('POST', '/evaluations', body);
      expect(english.statusCode).toBe(422);
      expect(english.json()).toEqual({
        error: 'no_questions',
        message: 'There are not enough questions for this yet.',
      });
      const spanish = await call('POST', '/evaluations', body, tutorToken, 'es');
      expect(spanish.json().message).toBe('Todavía no hay suficientes preguntas para esto.');
      expect(await familyEvaluations().selectAll().execute()).toEqual([]);
      expect(await answerRows()).toBe(answersBefore);
    });
  });

  describe('taking one', () => {
    it('asks one question at a time, stores each answer per subject and grades the subjects', async () => {
      const created = await create([MATH, GRAMMAR, READING], 'light');
      const waiting = (
        await call('GET', '/evaluations?status=assigned', undefined, studentToken)
      ).json<EvaluationList>();
      expect(waiting.items.map((item) => [item.id, item.status])).toEqual([
        [created.id, 'assigned'],
      ]);

      // Hand-computed: Math 5/5 = 100 A; Grammar 4/5 = 80 B-; Reading 1/5 = 20 F;
      // overall 10/15 = 66.67 D (D+ starts at 67).
      const wrongPositions = new Set([8, 12, 13, 14, 15]);
      const first = await view(created.id);
      expect(first).toMatchObject({
        status: 'in_progress',
        answered: 0,
        questions: [],
        current: {
          position: 1,
          subject_id: MATH,
          answered_correctly: null,
          answer: null,
          review: null,
        },
      });
      expect(first.started_date).not.toBeNull();
      expect(first.current!.started_date).toBe(first.started_date);
      // Looking again does not restart the question.
      advanceClockForTest(t, 30_000);
      expect((await view(created.id)).current!.started_date).toBe(first.current!.started_date);

      let detail = first;
      while (detail.current) {
        const { position } = detail.current;
        advanceClockForTest(t, 60_000);
        const response = await answer(created.id, detail.current, !wrongPositions.has(position));
        expect(response.statusCode, response.body).toBe(200);
        detail = response.json<EvaluationDetail>();
        if (detail.current) {
          // No feedback while taking it: nothing says whether the answer was right.
          expect(detail).toMatchObject({
            status: 'in_progress',
            answered: position,
            percentage: null,
            questions: [],
            current: { position: position + 1, answered_correctly: null },
          });
          expect(detail.subjects.every((subject) => subject.correct === 0)).toBe(true);
          expect(JSON.stringify(detail)).not.toMatch(/"correct"\s*:\s*true|explanation/);
        }
        if (position === 7) {
          const tutorView = await view(created.id, tutorToken);
          expect(tutorView).toMatchObject({
            status: 'in_progress',
            answered: 7,
            total: 15,
            current: null,
            questions: [],
            percentage: null,
          });
          expect(tutorView.subjects.map((subject) => subject.answered)).toEqual([5, 2, 0]);
        }
      }

      expect(detail).toMatchObject({
        status: 'finished',
        answered: 15,
        total: 15,
        percentage: 66.67,
        letter_grade: 'D',
        current: null,
      });
      expect(detail.finished_at).not.toBeNull();
      expect(
        detail.subjects.map(({ abbreviation, correct, total, percentage, letter_grade }) => ({
          abbreviation,
          correct,
          total,
          percentage,
          letter_grade,
        })),
      ).toEqual([
        { abbreviation: 'Math', correct: 5, total: 5, percentage: 100, letter_grade: 'A' },
        { abbreviation: 'Gram', correct: 4, total: 5, percentage: 80, letter_grade: 'B-' },
        { abbreviation: 'Rdg', correct: 1, total: 5, percentage: 20, letter_grade: 'F' },
      ]);
      // The full results, question by question.
      expect(detail.questions).toHaveLength(15);
      expect(detail.questions.map((question) => question.answered_correctly)).toEqual(
        Array.from({ length: 15 }, (_, i) => !wrongPositions.has(i + 1)),
      );
      for (const question of detail.questions) {
        expect(question.answer).toEqual(
          sampleAnswer(question.item, !wrongPositions.has(question.position)),
        );
        expect(question.review).not.toBeNull();
      }

      // Each subject started when its first question was shown: a minute per question later.
      const startOf = (position: number) => detail.questions[position - 1]!.started_date!;
      expect(detail.subjects.map((subject) => subject.started_date)).toEqual([
        startOf(1),
        startOf(6),
        startOf(11),
      ]);
      expect(detail.started_date).toBe(startOf(1));
      const minutesBetween = (a: string, b: string) =>
        Math.floor((Date.parse(b) - Date.parse(a)) / 60_000);
      expect(minutesBetween(startOf(1), startOf(6))).toBe(5);
      expect(minutesBetween(startOf(6), startOf(11))).toBe(5);

      // What is stored: answered_correctly and started_date for every question of every subject.
      const rows = await storedAnswers(created.id);
      expect(rows.map((row) => row.answered_correctly)).toEqual(
        Array.from({ length: 15 }, (_, i) => (wrongPositions.has(i + 1) ? 0 : 1)),
      );
      expect(rows.every((row) => row.started_date !== null && row.answered_at !== null)).toBe(true);
      expect(detail.questions.map((question) => question.item.id)).toEqual(
        rows.map((row) => row.item_id),
      );

      // The tutor sees the same full results, in Spanish too.
      const tutorView = await view(created.id, tutorToken, 'es');
      expect(tutorView).toMatchObject({
        status: 'finished',
        percentage: 66.67,
        letter_grade: 'D',
        grade_name: 'Primer grado',
      });
      expect(tutorView.subjects.map((subject) => subject.subject_name)).toEqual([
        'Matemáticas',
        'Gramática',
        'Lectura',
      ]);
      expect(tutorView.questions.map((question) => question.answered_correctly)).toEqual(
        detail.questions.map((question) => question.answered_correctly),
      );

      const late = await call(
        'POST',
        `/evaluations/${created.id}/answers`,
        { position: 15, answer: sampleAnswer(detail.questions[14]!.item, true) },
        studentToken,
        'es',
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        error: 'evaluation_finished',
        message: 'Esta evaluación ya está terminada.',
      });
    });

    it('shows the picture of a question drawn from a pack, asked and reviewed', async () => {
      const detail = await create([MATH], 'light');
      const asked = await view(detail.id);
      expect(asked.current!.item.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const finished = await take(detail.id, () => true);
      expect(finished.questions.length).toBeGreaterThan(0);
      expect(
        finished.questions.every((question) => question.item.image?.startsWith('data:image/svg')),
      ).toBe(true);
    });

    describe('in a database of its own', () => {
      // Its quiz and evaluation rows must both start their ids at 1: a fresh app for it alone.
      let shared: CatalogueTestApp;
      beforeEach(async () => {
        shared = t;
        t = await createCatalogueTestApp(dialect);
        await addCatalogue(t);
        await createFamily();
      });
      afterEach(async () => {
        await t.close();
        t = shared;
      });

      it('shows and scores its own items, never those of quiz questions with the same ids', async () => {
        await t.openLesson(studentToken, SAMPLE.lessonIds[0]!);
        const quiz = await call(
          'POST',
          '/quizzes',
          { lesson_id: SAMPLE.lessonIds[0] },
          studentToken,
        );
        expect(quiz.statusCode, quiz.body).toBe(201);
        const quizItems = quiz.json<Quiz>().questions.map((question) => question.item.id);
        const created = await create([GRAMMAR], 'light');
        const rows = await storedAnswers(created.id);
        // Both tables start their ids at 1 in a fresh database.
        expect(rows[0]!.id).toBe(1);
        const shown = await view(created.id);
        expect(shown.current!.item.id).toBe(rows[0]!.item_id);
        expect(shown.current!.item.id).toMatch(/^gram-/);
        const done = await take(created.id, () => true);
        expect(done.questions.map((question) => question.item.id)).toEqual(
          rows.map((row) => row.item_id),
        );
        expect(done.percentage).toBe(100);
        const again = (
          await call('GET', `/quizzes/${quiz.json<Quiz>().id}`, undefined, studentToken)
        ).json<Quiz>();
        expect(again.questions.map((question) => question.item.id)).toEqual(quizItems);
      });
    });

    it('takes only the current question, refuses unreadable answers, and records one of two at once', async () => {
      const created = await create([MATH], 'light');
      const detail = await view(created.id);
      const current = detail.current!;

      const ahead = await call(
        'POST',
        `/evaluations/${created.id}/answers`,
        { position: 2, answer: sampleAnswer(current.item, true) },
        studentToken,
      );
      expect(ahead.statusCode).toBe(409);
      expect(ahead.json()).toEqual({
        error: 'not_your_turn',
        message: 'Answer the questions in order.',
      });
      const aheadEs = await call(
        'POST',
        `/evaluations/${created.id}/answers`,
        { position: 3, answer: sampleAnswer(current.item, true) },
        studentToken,
        'es',
      );
      expect(aheadEs.json().message).toBe('Responde las preguntas en orden.');

      const unreadable = await call(
        'POST',
        `/evaluations/${created.id}/answers`,
        { position: 1, answer: { type: 'single_choice', choice_id: 'zz' } },
        studentToken,
      );
      expect(unreadable.statusCode).toBe(422);
      expect(unreadable.json()).toMatchObject({
        error: 'answer_invalid',
        fields: { answer: 'That choice is not part of this question.' },
      });
      expect((await storedAnswers(created.id))[0]!.answered_correctly).toBeNull();

      const [one, two] = await Promise.all([
        answer(created.id, current, true),
        answer(created.id, current, false),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
      const rows = await storedAnswers(created.id);
      expect(rows.filter((row) => row.answered_correctly !== null)).toHaveLength(1);
      expect((await view(created.id)).current!.position).toBe(2);
    });

    it('shows the tutor the results beside the student’s earlier evaluations', async () => {
      // 3 of 5 right: 60 % D-.
      const first = await create([MATH], 'light');
      await take(first.id, (question) => question.position <= 3);
      advanceClockForTest(t, 86_400_000);
      // Math 9/10 = 90 A-, Grammar 7/10 = 70 C-; overall 16/20 = 80 B-.
      const second = await create([MATH, GRAMMAR], 'full');
      await take(second.id, (question) => ![10, 18, 19, 20].includes(question.position));
      advanceClockForTest(t, 86_400_000);
      const unfinished = await create([GRAMMAR], 'light');
      const siblings = await create([MATH], 'light', sibling.id);
      await take(siblings.id, () => true, siblingToken);

      const results = await view(second.id, tutorToken);
      expect(results).toMatchObject({ status: 'finished', percentage: 80, letter_grade: 'B-' });
      expect(
        results.subjects.map((subject) => [
          subject.abbreviation,
          subject.percentage,
          subject.letter_grade,
        ]),
      ).toEqual([
        ['Math', 90, 'A-'],
        ['Gram', 70, 'C-'],
      ]);
      expect(results.previous).toHaveLength(1);
      expect(results.previous[0]).toMatchObject({
        id: first.id,
        type: 'light',
        status: 'finished',
        percentage: 60,
        letter_grade: 'D-',
        subjects: [
          { abbreviation: 'Math', correct: 3, total: 5, percentage: 60, letter_grade: 'D-' },
        ],
      });

      // The newest evaluation compares with both finished ones, newest first.
      expect((await view(unfinished.id, tutorToken)).previous.map((item) => item.id)).toEqual([
        second.id,
        first.id,
      ]);
      // The student sees their own comparison too.
      expect((await view(second.id)).previous.map((item) => item.id)).toEqual([first.id]);

      const all = (await call('GET', '/evaluations')).json<EvaluationList>();
      expect(all.total).toBe(4);
      expect(all.items.map((item) => item.id)).toEqual([
        siblings.id,
        unfinished.id,
        second.id,
        first.id,
      ]);
      expect(all.items[0]).toMatchObject({
        student_name: 'Leo Ruiz',
        percentage: 100,
        letter_grade: 'A',
      });
      expect(all.items[2]).toMatchObject({
        status: 'finished',
        percentage: 80,
        letter_grade: 'B-',
        subjects: [
          { abbreviation: 'Math', correct: 9, total: 10, percentage: 90, letter_grade: 'A-' },
          { abbreviation: 'Gram', correct: 7, total: 10, percentage: 70, letter_grade: 'C-' },
        ],
      });
      const own = (
        await call('GET', `/evaluations?student_id=${student.id}`)
      ).json<EvaluationList>();
      expect(own.items.map((item) => item.id)).toEqual([unfinished.id, second.id, first.id]);
      const page = (
        await call('GET', `/evaluations?student_id=${student.id}&status=finished&limit=1&offset=1`)
      ).json<EvaluationList>();
      expect(page).toMatchObject({ total: 2, items: [{ id: first.id }] });
      const assigned = (await call('GET', '/evaluations?status=assigned')).json<EvaluationList>();
      expect(
        assigned.items.map((item) => [item.id, item.status, item.answered, item.total]),
      ).toEqual([[unfinished.id, 'assigned', 0, 5]]);
      // A student lists their own only.
      const mine = (
        await call('GET', '/evaluations', undefined, studentToken)
      ).json<EvaluationList>();
      expect(mine.items.map((item) => item.id)).toEqual([unfinished.id, second.id, first.id]);
    });

    it('lets the tutor remove an evaluation, and removes them all with the student', async () => {
      const removed = await create([MATH], 'light');
      const kept = await create([MATH], 'full');
      await take(kept.id, () => true);
      expect((await call('DELETE', `/evaluations/${removed.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/evaluations/${removed.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/evaluations/${removed.id}`)).statusCode).toBe(404);
      expect(await storedAnswers(removed.id)).toEqual([]);
      expect((await storedAnswers(kept.id)).length).toBe(10);

      const siblings = await create([MATH], 'light', sibling.id);
      expect((await call('DELETE', `/students/${student.id}`)).statusCode).toBe(204);
      expect(await storedAnswers(kept.id)).toEqual([]);
      const left = await familyEvaluations().select('id').execute();
      expect(left.map((row) => row.id)).toEqual([siblings.id]);
      expect(
        await db()
          .selectFrom('evaluation_subjects')
          .select('evaluation_id')
          .where('evaluation_id', '=', kept.id)
          .execute(),
      ).toEqual([]);
    });
  });

  describe('who may do what', () => {
    it('keeps evaluations within the family and the student’s own', async () => {
      const created = await create([MATH], 'light');
      const stranger = await t.createUser('tutor');
      const strangerToken = await t.tokenFor(stranger);
      const installerToken = await t.tokenFor(await t.createUser('installer'));
      const body = { student_id: student.id, grade_id: 1, subject_ids: [MATH], type: 'light' };
      const current = (await view(created.id)).current!;
      const answerBody = { position: current.position, answer: sampleAnswer(current.item, true) };
      const statuses = async (as: string | null) => [
        (await call('POST', '/evaluations', body, as)).statusCode,
        (await call('GET', '/evaluations', undefined, as)).statusCode,
        (await call('GET', `/evaluations?student_id=${student.id}`, undefined, as)).statusCode,
        (await call('GET', `/evaluations/${created.id}`, undefined, as)).statusCode,
        (await call('POST', `/evaluations/${created.id}/answers`, answerBody, as)).statusCode,
        (await call('DELETE', `/evaluations/${created.id}`, undefined, as)).statusCode,
      ];
      expect(await statuses(null)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(await statuses(strangerToken)).toEqual([404, 200, 404, 404, 403, 404]);
      expect(await statuses(siblingToken)).toEqual([403, 200, 404, 404, 404, 403]);
      expect(await statuses(installerToken)).toEqual([403, 403, 403, 403, 403, 403]);

      // Nothing of this family reaches the other tutor or the sibling.
      const strangers = (await call('GET', '/evaluations', undefined, strangerToken)).json();
      expect(strangers).toEqual({ items: [], total: 0 });
      const siblings = (await call('GET', '/evaluations', undefined, siblingToken)).json();
      expect(siblings).toEqual({ items: [], total: 0 });
      // Nobody but the student answered.
      expect((await storedAnswers(created.id)).some((row) => row.answered_correctly !== null)).toBe(
        false,
      );
      expect(await statuses(tutorToken)).toEqual([201, 200, 200, 200, 403, 204]);
    });
  });
});
