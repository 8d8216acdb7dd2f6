import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { PublicItem } from '@aula/shared/questions';
import type { Credentials } from '../support/api';
import { apiGet, apiSend, createFamily, signInByApi, studentId } from '../support/api';
import { correctAnswer, correctEvaluationAnswer } from '../support/correct-answers';
import { signIn } from '../support/session';
import { completeTopic, openLesson } from '../support/study-by-api';

/*
 * Questions with pictures, drawn from the bundled pack's Grade 3 Social Studies › Maps and
 * Places (its first lesson's quiz and its test pool hold pictured questions): every picture
 * of the drawn quiz, test and evaluation loads, where it is asked and where it is reviewed.
 */
const subject = { grade: 3, level: 1, subject: 305, cluster: 30501, lesson: 3050101 };
const quizPath = `/grade/3/subject/305/cluster/30501/lesson/3050101/quiz`;
const testPath = `/level/grade/3/1/subject/305/cluster/30501/test`;

type Drawn = { position: number; item: PublicItem }[];

/** Each picture a question shows is on the page and has really loaded (not only its text). */
async function expectPicturesLoaded(page: Page, items: PublicItem[]) {
  const alts = [...new Set(items.flatMap((item) => (item.image ? [item.image_alt ?? ''] : [])))];
  expect(alts.length).toBeGreaterThan(0);
  for (const alt of alts) {
    const pictures = page.getByRole('img', { name: alt, exact: true });
    await expect(pictures.first()).toBeVisible();
    for (const picture of await pictures.all())
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
  }
}

/** Opens every answer of a review list (they start folded). */
async function openEveryReview(page: Page) {
  const folded = page.locator('main button[aria-expanded="false"]');
  await expect(folded.first()).toBeVisible();
  // Opening one takes it out of the list, so the first folded one is opened until none is left.
  while ((await folded.count()) > 0) await folded.first().click();
}

/** Draws until an attempt holds a pictured question: the pools also hold questions without. */
async function drawUntilPictured<T>(draw: () => Promise<T>, questions: (drawn: T) => Drawn) {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const drawn = await draw();
    if (questions(drawn).some(({ item }) => item.image)) return drawn;
  }
  throw new Error('no pictured question drawn in 12 attempts');
}

test('every picture of a drawn quiz, test and evaluation loads, asked and reviewed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { tutor, student } = await createFamily();
  const token = await signInByApi(student);
  await signIn(page, student);

  // A quiz: each pictured question as it is asked, then all of them in the results.
  await openLesson(token, subject.lesson);
  const quiz = await drawUntilPictured(
    () => apiSend<{ id: number }>('POST', '/quizzes', token, { lesson_id: subject.lesson }),
    ({ id }) =>
      [1, 2, 3, 4].map((position) => ({ position, ...correctAnswer('quiz', id, position) })),
  );
  const quizItems = [1, 2, 3, 4].map((position) => correctAnswer('quiz', quiz.id, position));
  await page.goto(`${quizPath}/quiz-student?quiz=${quiz.id}`);
  for (const [index, { item, answer }] of quizItems.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    if (item.image) await expectPicturesLoaded(page, [item]);
    await apiSend('POST', `/quizzes/${quiz.id}/answers`, token, { position: index + 1, answer });
    await page.reload();
  }
  await page.goto(`${quizPath}/results?quiz=${quiz.id}`);
  await expect(page.getByText('Right answers: 4 of 4')).toBeVisible();
  await openEveryReview(page);
  await expectPicturesLoaded(
    page,
    quizItems.map(({ item }) => item),
  );

  // A test: the pictured question being asked, then every picture in the review.
  await completeTopic(token, subject.cluster);
  const started = await drawUntilPictured(
    () => apiSend<{ id: number }>('POST', '/tests', token, { cluster_id: subject.cluster }),
    ({ id }) =>
      Array.from({ length: 10 }, (_, index) => ({
        position: index + 1,
        ...correctAnswer('test', id, index + 1),
      })),
  );
  const testItems = Array.from({ length: 10 }, (_, index) =>
    correctAnswer('test', started.id, index + 1),
  );
  const firstPictured = testItems.findIndex(({ item }) => item.image);
  for (let position = 1; position <= firstPictured; position += 1)
    await apiSend('POST', `/tests/${started.id}/answers`, token, {
      position,
      answer: testItems[position - 1]!.answer,
    });
  await page.goto(`${testPath}/test-student?test=${started.id}`);
  await expect(page.getByText(`Question ${firstPictured + 1} of 10`)).toBeVisible();
  await expectPicturesLoaded(page, [testItems[firstPictured]!.item]);
  for (let position = firstPictured + 1; position <= 10; position += 1)
    await apiSend('POST', `/tests/${started.id}/answers`, token, {
      position,
      answer: testItems[position - 1]!.answer,
    });
  await page.goto(`${testPath}/results/${started.id}`);
  await openEveryReview(page);
  await expectPicturesLoaded(
    page,
    testItems.map(({ item }) => item),
  );

  // An evaluation the tutor sets up: the pictured question asked, then the tutor's results.
  const tutorToken = await signInByApi(tutor);
  const id = await studentId(tutor, student);
  const evaluation = await drawUntilPictured(
    () =>
      apiSend<{ id: number; total: number }>('POST', '/evaluations', tutorToken, {
        student_id: id,
        grade_id: subject.grade,
        subject_ids: [subject.subject],
        type: 'full',
      }),
    ({ id: evaluationId, total }) =>
      Array.from({ length: total }, (_, index) => ({
        position: index + 1,
        ...correctEvaluationAnswer(evaluationId, index + 1),
      })),
  );
  const evaluationItems = Array.from({ length: evaluation.total }, (_, index) =>
    correctEvaluationAnswer(evaluation.id, index + 1),
  );
  const answerEvaluation = async (position: number) => {
    await apiGet(`/evaluations/${evaluation.id}`, token);
    await apiSend('POST', `/evaluations/${evaluation.id}/answers`, token, {
      position,
      answer: evaluationItems[position - 1]!.answer,
    });
  };
  const pictured = evaluationItems.findIndex(({ item }) => item.image);
  for (let position = 1; position <= pictured; position += 1) await answerEvaluation(position);
  await page.goto(`/evaluation/${evaluation.id}`);
  await expectPicturesLoaded(page, [evaluationItems[pictured]!.item]);
  for (let position = pictured + 1; position <= evaluation.total; position += 1)
    await answerEvaluation(position);

  const tutorPage = await (await browser.newContext()).newPage();
  await signIn(tutorPage, tutor as Credentials, { at: `/evaluation/${evaluation.id}` });
  await openEveryReview(tutorPage);
  await expectPicturesLoaded(
    tutorPage,
    evaluationItems.map(({ item }) => item),
  );
});

test('the web service answers 404 for a missing file, not the app', async ({ request }) => {
  for (const path of ['/assets/gone-1a2b3c.js', '/lessons/3010101/media/equal-groups.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).not.toMatch(/html/);
  }
  expect((await request.get('/students')).status()).toBe(200);
});
