import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily } from '../support/api';
import { answerInPage } from '../support/answer-in-page';
import { accessibilityViolations } from '../support/axe';
import { correctAnswer } from '../support/correct-answers';
import { attemptId } from '../support/take-quiz';
import { signIn } from '../support/session';

const firstLessonPage = '/level/grade/1/1/subject/101/cluster/10101/lesson/1010101';

interface Utterance {
  text: string;
  lang: string;
}

/**
 * The browser's speech, recorded instead of heard: headless Chromium has no voices, so the page
 * is given an English and a Spanish one, and each utterance it is asked to say is kept.
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { journeySpoken: spoken });
    const voices = [
      { lang: 'en-US', name: 'Journey English', default: true, localService: true, voiceURI: 'en' },
      {
        lang: 'es-ES',
        name: 'Journey Español',
        default: false,
        localService: true,
        voiceURI: 'es',
      },
    ];
    const speech = window.speechSynthesis;
    speech.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
    speech.speak = (utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
    speech.cancel = () => {};
    // The stand-in voices are not the browser's own: an utterance keeps whichever it is given.
    Object.defineProperty(SpeechSynthesisUtterance.prototype, 'voice', {
      configurable: true,
      get(this: { journeyVoice?: unknown }) {
        return this.journeyVoice ?? null;
      },
      set(this: { journeyVoice?: unknown }, voice: unknown) {
        this.journeyVoice = voice;
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { journeySpoken: { text: string; lang: string }[] }).journeySpoken,
    );
}

/** Opens the first lesson of grade 1 and starts its quiz; the first question as the key has it. */
async function startQuiz(page: Page, texts: { takeQuiz: string; start: string }) {
  await page.goto(firstLessonPage);
  await page.getByRole('link', { name: texts.takeQuiz }).click();
  await page.getByRole('button', { name: texts.start }).click();
  await expect(page).toHaveURL(/\/quiz\/quiz-student\?quiz=\d+/);
  return correctAnswer('quiz', attemptId(page, 'quiz'), 1);
}

test('a grade-1 student hears the quiz question read as it appears, and again with its speaker button', async ({
  page,
}) => {
  const spoken = await recordSpeech(page);
  const { student } = await createFamily();
  await signIn(page, student);

  const { item, answer } = await startQuiz(page, {
    takeQuiz: 'Take the quiz',
    start: 'Start the quiz',
  });
  await expect(page.getByRole('heading', { level: 2, name: item.prompt })).toBeVisible();
  // Grade 1 cannot read yet: the question is read by itself, the prompt first.
  await expect
    .poll(async () => {
      const first = (await spoken()).at(0);
      return first && { lang: first.lang, startsWithPrompt: first.text.startsWith(item.prompt) };
    })
    .toEqual({ lang: 'en-US', startsWithPrompt: true });

  const speaker = page.getByRole('button', { name: `Read aloud: ${item.prompt}`, exact: true });
  await speaker.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await spoken()).at(-1))
    .toEqual({ text: item.prompt, lang: 'en-US' } satisfies Utterance);

  if (item.type === 'single_choice' || item.type === 'multiple_choice') {
    const choice = item.choices[0]!;
    await page.getByRole('button', { name: `Read aloud: ${choice.text}`, exact: true }).click();
    await expect
      .poll(async () => (await spoken()).at(-1))
      .toEqual({ text: choice.text, lang: 'en-US' } satisfies Utterance);
  }
  // The speakers are buttons of their own beside the choices, named, nothing nested.
  expect(await accessibilityViolations(page)).toEqual([]);

  // After answering, the feedback can be heard too.
  await answerInPage(page, item, answer);
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page.getByRole('button', { name: 'Read aloud: Correct!', exact: true }).click();
  await expect
    .poll(async () => (await spoken()).at(-1))
    .toEqual({ text: 'Correct!', lang: 'en-US' } satisfies Utterance);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a student who uses Aula in Spanish hears the quiz question in Spanish', async ({ page }) => {
  const spoken = await recordSpeech(page);
  const { student } = await createFamily();
  await signIn(page, student);
  await page.getByRole('radio', { name: 'Español' }).check({ force: true });
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();

  const { item: english } = await startQuiz(page, {
    takeQuiz: 'Hacer el cuestionario',
    start: 'Empezar el cuestionario',
  });
  // The question comes in Spanish (the journey's answer key knows only its English words).
  const heading = page.locator('form h2');
  await expect(heading).toBeVisible();
  const prompt = (await heading.textContent())?.trim() ?? '';
  expect(prompt).not.toBe('');
  expect(prompt).not.toBe(english.prompt);
  await page.getByRole('button', { name: `Leer en voz alta: ${prompt}`, exact: true }).click();
  await expect
    .poll(async () => (await spoken()).at(-1))
    .toEqual({ text: prompt, lang: 'es-ES' } satisfies Utterance);
});
