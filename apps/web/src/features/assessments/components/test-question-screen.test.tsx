import type { Answer, MediaSettings, Test } from '@aula/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catItem, testAttempt } from '../../../test/assessment-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { installSpeech } from '../../../test/speech-mock';
import { studentAssessmentRoutes } from '../routes';
import { setupUser } from '../../../test/user';

const questionUrl = '/level/grade/1/1/subject/101/cluster/10101/test/test-student?test=9';
const ALL_ON: MediaSettings = {
  intro_video_enabled: true,
  lesson_audio_enabled: true,
  auto_read_questions: true,
};

/** Test 9: the capital question, then a dropdown sentence. */
function testServer() {
  let state: Test = testAttempt();
  return mockFetch({
    'GET /users/me/media_settings': { body: ALL_ON },
    'GET /tests/9': () => ({ body: state }),
    'POST /tests/9/answers': ({ body }) => {
      const { position } = body as { position: number; answer: Answer };
      state = testAttempt({
        answered_count: position,
        current: {
          position: position + 1,
          item: catItem,
          presented_at: '2025-03-01T10:01:00.000Z',
          deadline_at: null,
        },
      });
      return { body: state };
    },
  });
}

describe('reading a test question aloud', () => {
  it('reads each question to a grade-1 student as it appears, and its parts on request', async () => {
    const user = setupUser();
    const { said } = installSpeech();
    testServer();
    renderRoutes(studentAssessmentRoutes, {
      path: questionUrl,
      user: currentUser('student', { grade_id: 1 }),
    });

    await waitFor(() =>
      expect(said()).toEqual([
        { text: 'What is the capital of France? Paris. Lyon. Nice.', lang: 'en-US' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud: Nice' }));
    expect(said().at(-1)).toEqual({ text: 'Nice', lang: 'en-US' });

    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 10')).toBeVisible();
    await waitFor(() =>
      expect(said().at(-1)).toEqual({
        text: 'Complete the sentence. The cat blank on the blank.',
        lang: 'en-US',
      }),
    );
  });
});
