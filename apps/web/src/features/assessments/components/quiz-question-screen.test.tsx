import type { Answer, CurrentUser, MediaSettings, PublicItem, Quiz } from '@aula/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  answered,
  capitalItem,
  capitalReview,
  catItem,
  pending,
  quiz,
} from '../../../test/assessment-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { installSpeech } from '../../../test/speech-mock';
import { currentUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { studentAssessmentRoutes } from '../routes';
import { setupUser } from '../../../test/user';

const questionUrl = '/grade/1/subject/101/cluster/10101/lesson/1010101/quiz/quiz-student?quiz=7';
const ALL_ON: MediaSettings = {
  intro_video_enabled: true,
  lesson_audio_enabled: true,
  auto_read_questions: true,
};

const spanishCapital: Extract<PublicItem, { type: 'single_choice' }> = {
  ...capitalItem,
  prompt: '¿Cuál es la capital de Francia?',
  hints: ['Está junto al Sena.'],
  choices: [
    { id: 'c3', text: 'París' },
    { id: 'c1', text: 'Lyon' },
    { id: 'c2', text: 'Niza' },
  ],
};

/** A main service holding quiz 7, its first question pending, and the tutor's media settings. */
function quizServer(item: PublicItem, settings: MediaSettings = ALL_ON) {
  let state: Quiz = quiz({
    questions: [pending(1, item), ...[2, 3, 4].map((position) => pending(position, item))],
  });
  return mockFetch({
    'GET /users/me/media_settings': { body: settings },
    'GET /quizzes/7': () => ({ body: state }),
    'POST /quizzes/7/answers': ({ body }) => {
      const { position, answer } = body as { position: number; answer: Answer };
      const choice = answer.type === 'single_choice' ? answer.choice_id : '';
      state = {
        ...state,
        answered_count: 1,
        questions: state.questions.map((question) =>
          question.position === position
            ? answered(position, question.item, answer, capitalReview(choice))
            : question,
        ),
      };
      return { body: state };
    },
  });
}

function renderQuestion(user: CurrentUser = currentUser('student')) {
  return renderRoutes(studentAssessmentRoutes, { path: questionUrl, user });
}

/** Lets the settings request answer and the screen settle with it. */
async function settle(requests: { url: URL }[]) {
  await waitFor(() =>
    expect(requests.some((request) => request.url.pathname === '/users/me/media_settings')).toBe(
      true,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('reading a quiz question aloud', () => {
  it('reads the prompt in English, and a choice, the hint and the feedback on request', async () => {
    const user = setupUser();
    const { said, synthesis } = installSpeech();
    quizServer(capitalItem);
    renderQuestion();

    await user.click(
      await screen.findByRole('button', { name: 'Read aloud: What is the capital of France?' }),
    );
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(said()).toEqual([{ text: 'What is the capital of France?', lang: 'en-US' }]);

    // The speaker sits beside the choice, not inside it: the radio keeps its plain name.
    const lyon = screen.getByRole('radio', { name: 'Lyon' });
    expect(within(lyon).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read aloud: Lyon' }));
    expect(said().at(-1)).toEqual({ text: 'Lyon', lang: 'en-US' });

    await user.click(screen.getByRole('button', { name: 'Show a hint' }));
    await user.click(
      await screen.findByRole('button', { name: 'Read aloud: It is on the Seine.' }),
    );
    expect(said().at(-1)).toEqual({ text: 'It is on the Seine.', lang: 'en-US' });

    // A speaker press is not an answer.
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read aloud: Paris is the capital.' }));
    expect(said().at(-1)).toEqual({ text: 'Paris is the capital.', lang: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Read aloud: Correct!' }));
    expect(said().at(-1)).toEqual({ text: 'Correct!', lang: 'en-US' });
  });

  it('reads in Spanish, with a Spanish voice, for a student who uses Aula in Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      const user = setupUser();
      const { said } = installSpeech();
      quizServer(spanishCapital);
      renderQuestion(currentUser('student', { language: 'es' }));

      await user.click(
        await screen.findByRole('button', {
          name: 'Leer en voz alta: ¿Cuál es la capital de Francia?',
        }),
      );
      expect(said()).toEqual([{ text: '¿Cuál es la capital de Francia?', lang: 'es-ES' }]);
      await user.click(screen.getByRole('button', { name: 'Leer en voz alta: Niza' }));
      expect(said().at(-1)).toEqual({ text: 'Niza', lang: 'es-ES' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reads a dropdown sentence with its blanks, and the choices of one blank', async () => {
    const user = setupUser();
    const { said } = installSpeech();
    quizServer(catItem);
    renderQuestion();

    await user.click(
      await screen.findByRole('button', { name: 'Read aloud: The cat blank on the blank.' }),
    );
    expect(said().at(-1)?.text).toBe('The cat blank on the blank.');
    await user.click(screen.getByRole('button', { name: 'Read aloud the choices for blank 2' }));
    expect(said().at(-1)?.text).toBe('sky or mat');
  });

  it('has no speaker buttons, and reads nothing, when the tutor turned lesson audio off', async () => {
    const { said } = installSpeech();
    const { requests } = quizServer(capitalItem, { ...ALL_ON, lesson_audio_enabled: false });
    renderQuestion(currentUser('student', { grade_id: 1 }));

    expect(
      await screen.findByRole('heading', { name: 'What is the capital of France?' }),
    ).toBeVisible();
    await settle(requests);
    expect(screen.queryByRole('button', { name: /^Read aloud/ })).not.toBeInTheDocument();
    expect(said()).toEqual([]);
  });

  it('has no speaker buttons where the browser cannot speak', async () => {
    quizServer(capitalItem);
    renderQuestion(currentUser('student', { grade_id: 1 }));

    expect(
      await screen.findByRole('heading', { name: 'What is the capital of France?' }),
    ).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /^Read aloud/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeVisible();
  });
});

describe('reading each question as it appears', () => {
  it('reads the prompt, then its choices, to a grade-1 student', async () => {
    const { said } = installSpeech();
    quizServer(capitalItem);
    renderQuestion(currentUser('student', { grade_id: 1 }));

    await waitFor(() =>
      expect(said()).toEqual([
        { text: 'What is the capital of France? Paris. Lyon. Nice.', lang: 'en-US' },
      ]),
    );
  });

  it('reads to a kindergarten student too, in Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      const { said } = installSpeech();
      quizServer(spanishCapital);
      renderQuestion(currentUser('student', { grade_id: 0, language: 'es' }));

      await waitFor(() =>
        expect(said()).toEqual([
          { text: '¿Cuál es la capital de Francia? París. Lyon. Niza.', lang: 'es-ES' },
        ]),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('does not read by itself to a grade-3 student, who still has the buttons', async () => {
    const { said } = installSpeech();
    const { requests } = quizServer(capitalItem);
    renderQuestion(currentUser('student', { grade_id: 3 }));

    expect(
      await screen.findByRole('button', { name: 'Read aloud: What is the capital of France?' }),
    ).toBeVisible();
    await settle(requests);
    expect(said()).toEqual([]);
  });

  it('does not read by itself when the tutor turned it off', async () => {
    const { said } = installSpeech();
    const { requests } = quizServer(capitalItem, { ...ALL_ON, auto_read_questions: false });
    renderQuestion(currentUser('student', { grade_id: 1 }));

    expect(
      await screen.findByRole('button', { name: 'Read aloud: What is the capital of France?' }),
    ).toBeVisible();
    await settle(requests);
    expect(said()).toEqual([]);
  });

  it('stops reading when the question is answered', async () => {
    const user = setupUser();
    const { said, synthesis } = installSpeech();
    quizServer(capitalItem);
    renderQuestion(currentUser('student', { grade_id: 1 }));

    await waitFor(() => expect(said()).toHaveLength(1));
    synthesis.cancel.mockClear();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toBeVisible();
    expect(synthesis.cancel).toHaveBeenCalled();
    // The feedback is not read by itself: only the question was.
    expect(said()).toHaveLength(1);
  });
});
