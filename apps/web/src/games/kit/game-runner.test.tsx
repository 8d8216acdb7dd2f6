import type { GamePreferences, RecordGamePlay } from '@aula/shared';
import { brokenGameRoundRule } from '@aula/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser } from '../../test/fixtures';
import { renderScreen } from '../../test/render-screen';
import type { GameDefinition, GamePlayProps } from './game-definition';
import { GameRunner } from './game-runner';
import { setupUser } from '../../test/user';

/** A stand-in game: three buttons answer, and the props it was given are written out. */
function FakePlay({ onAnswer, seed, exercise, level, feedback }: GamePlayProps) {
  return (
    <div>
      <p>{`seed ${seed}, level ${level}, exercise ${exercise}, feedback ${feedback ?? 'none'}`}</p>
      <button type="button" onClick={() => onAnswer('right')}>
        Right answer
      </button>
      <button type="button" onClick={() => onAnswer('wrong')}>
        Wrong answer
      </button>
      <button type="button" onClick={() => onAnswer('invalid')}>
        Blank answer
      </button>
    </div>
  );
}

const definition: GameDefinition = {
  name: 'soccer-goal',
  Cover: () => null,
  levelCount: 2,
  texts: {
    en: { title: 'Soccer Goal', howToPlay: 'Kick to the right answer.', levels: ['Easy', 'Hard'] },
    es: {
      title: 'Gol de fútbol',
      howToPlay: 'Patea a la respuesta.',
      levels: ['Fácil', 'Difícil'],
    },
  },
  Play: FakePlay,
};

const preferences: GamePreferences = { muted: false, speech: true, levels: {} };

function renderGame(bestScore: number | null = 600) {
  const mocks = mockFetch({
    'POST /v1/game-plays': ({ body }) => ({
      status: 201,
      body: { id: 1, student_id: 11, played_at: '2026-11-23T10:00:00.000Z', ...(body as object) },
    }),
    'PUT /v1/game-preferences': ({ body }) => ({ body }),
    'GET /v1/game-scores': { body: { student_id: 11, items: [] } },
  });
  renderScreen(
    <GameRunner
      definition={definition}
      cover={<svg aria-hidden />}
      preferences={preferences}
      levelsWon={[]}
      bestScore={bestScore}
      fixedSeed={5}
      menuPath="/practices"
    />,
    { user: currentUser('student') },
  );
  return mocks;
}

/** The round the game sent to POST /v1/game-plays. */
const recorded = (requests: { method: string; body?: unknown }[]) =>
  requests.find((request) => request.method === 'POST')?.body as RecordGamePlay;

const user = () => setupUser();
const score = () => screen.getByTestId('game-score').textContent;
const lives = () => screen.getByTestId('game-lives').textContent;

async function answer(kind: 'Right answer' | 'Wrong answer') {
  await userEvent.click(screen.getByRole('button', { name: kind }));
  // "Next" takes the focus: Enter goes on without waiting for the pause.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
}

describe('a game from home to play to completed', () => {
  it('starts from the home screen, scores 300 a right answer, takes a life for a wrong one, and ends when the lives run out', async () => {
    const { requests } = renderGame();
    expect(screen.getByRole('heading', { name: 'Soccer Goal', level: 1 })).toBeVisible();
    expect(screen.getByText('Kick to the right answer.')).toBeVisible();
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toHaveFocus();
    await user().keyboard('{Enter}');

    expect(screen.getByText('seed 5, level 0, exercise 0, feedback none')).toBeVisible();
    expect(score()).toBe('0');
    expect(lives()).toBe('3 of 3 lives left');

    await userEvent.click(screen.getByRole('button', { name: 'Right answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Right! +300 points');
    expect(score()).toBe('300');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('game-exercise')).toHaveTextContent('Exercise 2 of 5');

    await userEvent.click(screen.getByRole('button', { name: 'Blank answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('costs no life');
    expect(lives()).toBe('3 of 3 lives left');

    await answer('Wrong answer');
    expect(lives()).toBe('2 of 3 lives left');
    expect(screen.getByText('seed 5, level 0, exercise 1, feedback none')).toBeVisible();
    await answer('Wrong answer');
    await userEvent.click(screen.getByRole('button', { name: 'Wrong answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('That was your last life.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Good try!' })).toHaveFocus();
    expect(screen.getByTestId('game-final-score')).toHaveTextContent('Your score: 300');
    expect(screen.getByTestId('game-stars')).toHaveTextContent('0 of 3 stars');
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        game: 'soccer-goal',
        level: 0,
        score: 300,
        exercises_done: 1,
        wrong_answers: 3,
        lives_left: 0,
        won: false,
        duration_ms: expect.any(Number),
      }),
    );
    expect(screen.queryByRole('button', { name: 'Next level' })).toBeNull();
    // What the service checks besides the time (the test answers faster than a child can).
    expect(brokenGameRoundRule({ ...recorded(requests), duration_ms: 60_000 })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(score()).toBe('0');
    expect(lives()).toBe('3 of 3 lives left');
    expect(screen.getByText('seed 6, level 0, exercise 0, feedback none')).toBeVisible();
  });

  it('wins a round with stars for the lives kept, a new best score and the next level', async () => {
    const { requests } = renderGame(600);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await answer('Wrong answer');
    for (let exercise = 0; exercise < 5; exercise += 1) await answer('Right answer');

    expect(await screen.findByRole('heading', { name: 'You did it!' })).toHaveFocus();
    expect(screen.getByTestId('game-stars')).toHaveTextContent('2 of 3 stars');
    expect(screen.getByText('New best score!')).toBeVisible();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        score: 1500,
        exercises_done: 5,
        wrong_answers: 1,
        lives_left: 2,
        won: true,
      }),
    );

    expect(brokenGameRoundRule({ ...recorded(requests), duration_ms: 60_000 })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next level' }));
    expect(screen.getByText(/level 1, exercise 0/)).toBeVisible();
    expect(screen.getByText(/Level 2: Hard/)).toBeVisible();
  });

  it('keeps the sound, speech and level the child chose for next time', async () => {
    const { requests } = renderGame();
    await userEvent.click(screen.getByRole('radio', { name: /Hard/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Sound effects' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
        muted: true,
        speech: true,
        levels: { 'soccer-goal': 1 },
      }),
    );
  });

  it('goes back to the home screen when the child stops playing', async () => {
    renderGame();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await answer('Right answer');
    await userEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(score()).toBe('0');
    expect(screen.getByTestId('game-exercise')).toHaveTextContent('Exercise 1 of 5');
  });
});
