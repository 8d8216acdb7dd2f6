// The shared package's index loads JSON Playwright cannot import: the games' own module.
import { GAME_NAMES } from '../../packages/shared/src/domain/games';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Credentials } from '../support/api';
import {
  apiGet,
  apiSend,
  createFamily,
  installerCredentials,
  signInByApi,
  studentId,
} from '../support/api';
import type { ScreenJourney } from '../support/accessibility-screens';
import { screenJourneys } from '../support/accessibility-screens';
import { accessibilityViolations } from '../support/axe';
import { openGame, startGame } from '../support/games';
import { signIn, submitSignIn } from '../support/session';
import { earlierEvaluation, failQuiz, takeTest } from '../support/study-by-api';

/*
 * axe finds no violations (of any impact) on every screen of every role. Each journey walks
 * one list of e2e/support/accessibility-screens.ts, which a unit test of the web app keeps equal
 * to the router's routes, and checks the main dialogs and states on the way. The journeys run
 * in parallel: each makes its own family.
 */

type Params = Record<string, string | number>;
/**
 * How a screen is reached when opening its address is not enough (a button starts it). A visit
 * that checks the screen itself (several states, or several games) says 'checked'.
 */
type Visits = Record<string, () => Promise<void | 'checked'>>;

/** Soft: a journey goes on to its other screens, so one run lists every screen's violations. */
async function expectNoViolations(page: Page, label: string) {
  expect.soft(await accessibilityViolations(page), label).toEqual([]);
}

/** A route's address, its parameters filled in; the catch-all gets a path nothing else has. */
function addressOf(route: string, params: Params) {
  if (route.endsWith('*')) return route.replace('*', 'no-such-screen');
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${route}`);
    return encodeURIComponent(String(value));
  });
}

/** The screen is drawn (its title) and has loaded its data. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // axe must know a lesson's sandboxed frame is there: run into it, it waits forever.
  if (/\/lesson\/\d+$/.test(new URL(page.url()).pathname)) {
    await expect(page.locator('iframe[sandbox]')).toBeAttached();
  }
  await page.waitForLoadState('networkidle');
}

/** Opens and checks every screen of the journey, in order (a route may be reached its own way). */
async function checkScreens(
  page: Page,
  journey: ScreenJourney,
  params: Params,
  visits: Visits = {},
) {
  for (const route of journey.routes) {
    const visit = visits[route];
    if (visit) {
      if ((await visit()) === 'checked') continue;
    } else await page.goto(addressOf(route, params));
    await settle(page);
    await expectNoViolations(page, route);
  }
}

/**
 * A route that only sends the user on (a layout's index, /book, a quiz's or test's index): it
 * must arrive where it says, a screen of the same journey that is checked in its own turn.
 */
function redirectsTo(page: Page, from: string, to: RegExp) {
  return async () => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    return 'checked' as const;
  };
}

/**
 * The glossary lists every term of every lesson until it is searched: axe takes longest there
 * by far (20 s on a busy machine), over hundreds of items alike. One term searched shows the
 * same screen, item and lesson links included.
 */
function searchedGlossary(page: Page) {
  return async () => {
    await page.goto('/glossary');
    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('light source');
    await expect(page.getByRole('heading', { name: 'light source', level: 2 })).toBeVisible();
  };
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, 'account menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** The idle dialog, brought forward by the overrides the web app reads on each page load. */
async function showIdleDialog(page: Page) {
  await page.evaluate(() => {
    window.localStorage.setItem('aula.idle.timeoutMs', '1000');
    window.localStorage.setItem('aula.idle.countdownMs', '60000');
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'idle dialog');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
}

test('the public and installer screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await checkScreens(
    page,
    screenJourneys.public,
    {},
    {
      '/login': async () => {
        await page.goto('/login');
        await settle(page);
        await expectNoViolations(page, '/login');
        // Refused, with the message.
        await submitSignIn(page, { username: 'nobody', password: 'wrong-password' });
        await expect(
          page.getByText('Please check your username and password. Both are case sensitive.'),
        ).toBeVisible();
      },
      '/reset-password': async () => {
        await page.goto('/reset-password');
        await settle(page);
        await expectNoViolations(page, '/reset-password');
        await page.goto('/reset-password?token=example');
      },
      // A visitor is sent to /login: the not-found screens are a signed-in user's.
      '/404': async () => {
        await signIn(page, installerCredentials());
        await page.goto('/404');
      },
    },
  );

  const signUp = async (path: string, submit: string) => {
    await page.goto(path);
    await settle(page);
    await expectNoViolations(page, path);
    // With every validation message showing, too.
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  };
  await checkScreens(
    page,
    screenJourneys.installer,
    {},
    {
      '/': redirectsTo(page, '/', /\/signup\/tutor$/),
      '/signup/tutor': () => signUp('/signup/tutor', 'Create tutor account'),
      '/signup/student': () => signUp('/signup/student', 'Create student account'),
    },
  );
  await openAccountMenu(page);
});

test("the tutor's student, tutor and profile screens have no accessibility violations", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  const tutors = await apiGet<{ items: { id: number }[] }>('/tutors', await signInByApi(tutor));
  await signIn(page, tutor);
  await checkScreens(
    page,
    screenJourneys.tutorStudents,
    { studentId: id, tutorId: tutors.items[0]!.id },
    {
      '/': redirectsTo(page, '/', /\/students$/),
      '/manage-content-by-grade': () => page.goto(`/manage-content-by-grade?student=${id}`).then(),
    },
  );

  await openAccountMenu(page);
  // A student's actions, and the delete confirmation over the list.
  await page.goto('/students');
  await page.getByRole('button', { name: 'Actions for Ana Journey' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expectNoViolations(page, 'student actions menu');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this student?' })).toBeVisible();
  await expectNoViolations(page, 'delete dialog');
});

test("the tutor's settings, activation, help and tools have no accessibility violations", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { tutor } = await createFamily();
  await signIn(page, tutor);
  await checkScreens(
    page,
    screenJourneys.tutorSettings,
    {},
    {
      // Online first, then the phone tab with the installation id to read out.
      '/activation': async () => {
        await page.goto('/activation');
        await settle(page);
        await expectNoViolations(page, '/activation');
        await page.getByRole('tab', { name: 'Activate by phone' }).click();
        await expect(page.getByTestId('installation-id')).toBeVisible();
      },
      '/glossary': searchedGlossary(page),
      '/worksheets': async () => {
        await page.goto('/worksheets');
        await page.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade 1' });
        await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Math' });
      },
    },
  );
  await showIdleDialog(page);
});

test('the report and evaluation screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  await takeTest(await signInByApi(student), 7);
  const finished = await earlierEvaluation(tutor, student, id);

  await signIn(page, tutor);
  await checkScreens(page, screenJourneys.tutorReports, { studentId: id, evaluationId: finished });
  await page.goto(`/students/${id}/reports`);
  await page.getByRole('button', { name: 'Hardest questions' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'hardest questions');
});

test('the student study screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  const studentToken = await signInByApi(student);
  const lesson = { gradeId: 1, level: 1, subjectId: 101, clusterId: 10101, lessonId: 1010101 };
  const quizId = await failQuiz(studentToken, lesson.lessonId);
  const testId = await takeTest(studentToken, 7);
  // An evaluation the tutor set, waiting for the student (the home screen says so).
  const waiting = await apiSend<{ id: number }>('POST', '/evaluations', await signInByApi(tutor), {
    student_id: id,
    grade_id: 1,
    subject_ids: [101],
    type: 'light',
  });
  const params = { ...lesson, testId, evaluationId: waiting.id };
  const quizRoute = '/grade/:gradeId/subject/:subjectId/cluster/:clusterId/lesson/:lessonId/quiz';
  const testRoute = '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test';
  const quiz = addressOf(quizRoute, params);
  const topicTest = addressOf(testRoute, params);

  // The first-run welcome, with its intro video and then its steps.
  await signInFirstTime(page, student);
  await checkScreens(page, screenJourneys.studentStudy, params, {
    [quizRoute]: redirectsTo(page, quiz, /\/quiz\/instructions$/),
    [testRoute]: redirectsTo(page, topicTest, /\/test\/instructions$/),
    '/student': redirectsTo(page, '/student', /\/student\/profile$/),
    [`${quizRoute}/quiz-student`]: async () => {
      await page.goto(`${quiz}/instructions`);
      await page.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(page.getByText('Question 1 of 4')).toBeVisible();
    },
    [`${quizRoute}/results`]: () => page.goto(`${quiz}/results?quiz=${quizId}`).then(),
    [`${testRoute}/test-student`]: async () => {
      await page.goto(`${topicTest}/instructions`);
      await page.getByRole('button', { name: 'Start the test' }).click();
      await expect(page.getByText('Question 1 of 10')).toBeVisible();
    },
    '/evaluation/:evaluationId': async () => {
      await page.goto(addressOf('/evaluation/:evaluationId', params));
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
    },
    '/search': () => page.goto('/search?q=count').then(),
  });
});

/** Signs in a new student and checks the welcome dialog, video and steps, then closes it. */
async function signInFirstTime(page: Page, student: Credentials) {
  await signIn(page, student, { welcome: true });
  const dialog = page.getByRole('dialog', { name: 'Welcome to Aula, Ana!' });
  const video = dialog.getByRole('region', { name: 'Intro video' });
  await expect(video).toBeVisible();
  await video.getByRole('button', { name: 'Pause' }).click();
  await expectNoViolations(page, 'welcome dialog, intro video');
  await video.getByRole('button', { name: 'Skip the intro' }).click();
  await expect(dialog.getByText('A test', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'welcome dialog, steps');
  await dialog.getByRole('button', { name: "Let's start" }).click();
  await expect(dialog).toHaveCount(0);
}

test('the student library, dictionary and worksheet screens have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { student } = await createFamily();
  await signIn(page, student);
  await checkScreens(
    page,
    screenJourneys.studentLibrary,
    { diskname: 'aula-e-library', zipFile: 'en-where-did-my-shadow-go.zip' },
    {
      '/book': redirectsTo(page, '/book', /\/book\/library$/),
      '/book/show/:diskname/:zipFile': async () => {
        await page.goto('/book/show/aula-e-library/en-where-did-my-shadow-go.zip');
        await expect(page.getByText('Page 1 of 10')).toBeVisible();
      },
      '/glossary': searchedGlossary(page),
      '/worksheets': async () => {
        await page.goto('/worksheets');
        await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Math' });
      },
    },
  );
  // A word looked up, with its meanings.
  await page.goto('/spelling-helper-dictionary?word=elephant');
  await expect(page.getByRole('list', { name: 'Meanings of “elephant”' })).toBeVisible();
  await expectNoViolations(page, 'dictionary, a word');
  // A misspelled word, with suggestions.
  const word = page.getByRole('combobox', { name: /^Word/ });
  await word.fill('elefant');
  await word.press('Enter');
  await expect(page.getByText('Did you mean…')).toBeVisible();
  await expectNoViolations(page, 'dictionary, suggestions');
});

/** Half the games each, so the two halves run side by side; the menus with the first half. */
const gameHalves = [GAME_NAMES.slice(0, 4), GAME_NAMES.slice(4)];
for (const [half, games] of gameHalves.entries()) {
  test(`the games menus and ${games.join(', ')} have no accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { student } = await createFamily();
    await signIn(page, student);
    const inTheOtherHalf = async () => 'checked' as const;
    await checkScreens(
      page,
      screenJourneys.studentGames,
      {},
      {
        ...(half === 0 ? {} : { '/games': inTheOtherHalf, '/practices': inTheOtherHalf }),
        // Each game's home, and its play screen.
        '/practices/:gameName': async () => {
          for (const game of games) {
            await openGame(page, game);
            await expectNoViolations(page, `${game}, home`);
            await startGame(page);
            await expectNoViolations(page, `${game}, playing`);
          }
          return 'checked';
        },
      },
    );
  });
}
