import type { Language } from '@aula/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import type { AnswerResult } from '../kit/game-machine';
import { Play } from './play';
import { answerZone, generateProblem } from './problems';
import { setupUser } from '../../test/user';

const SEED = 4242;
const user = () => setupUser();

function renderPlay(
  options: {
    level?: number;
    exercise?: number;
    feedback?: AnswerResult | null;
    language?: Language;
  } = {},
) {
  const { level = 0, exercise = 0, feedback = null, language = 'en' } = options;
  const props = {
    level,
    exercise,
    seed: SEED,
    feedback,
    language,
    reducedMotion: true,
    onAnswer: vi.fn(),
    say: vi.fn(),
    playSound: vi.fn(),
  };
  const view = renderScreen(
    <>
      <button type="button">Next</button>
      <Play {...props} />
    </>,
  );
  return { ...props, ...view, problem: generateProblem(level, exercise, SEED) };
}

const zoneButtons = () => screen.getAllByRole('button', { name: /^Kick|^Patear/ });
const ARROWS = ['{ArrowLeft}', '{ArrowUp}', '{ArrowRight}'];

describe('soccer-goal play', () => {
  it('shows and says the question, with the answers in three zones, the first one focused', () => {
    const { problem, say } = renderPlay();
    expect(screen.getByText(`${problem.left} + ${problem.right} = ?`)).toBeVisible();
    expect(say).toHaveBeenCalledWith(`How much is ${problem.left} plus ${problem.right}?`);
    const zones = zoneButtons();
    expect(zones.map((zone) => zone.getAttribute('aria-label'))).toEqual([
      `Kick left: ${problem.choices[0]}`,
      `Kick to the middle: ${problem.choices[1]}`,
      `Kick right: ${problem.choices[2]}`,
    ]);
    expect(zones[0]).toHaveFocus();
    expect(screen.getByRole('img', { name: /A goal split into 3 answer zones/ })).toBeVisible();
  });

  it('the arrow at the right zone scores: right, a kick sound, and the goal freezes', async () => {
    const { problem, onAnswer, playSound } = renderPlay();
    await user().keyboard(ARROWS[answerZone(problem)]!);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('right');
    expect(playSound).toHaveBeenCalledWith('kick');
    expect(screen.getByRole('img', { name: /^Goal!/ })).toBeVisible();
    for (const zone of zoneButtons()) expect(zone).toBeDisabled();
    await user().keyboard(ARROWS[answerZone(problem)]!);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('a digit naming a wrong zone is saved by the keeper: wrong', async () => {
    const { problem, onAnswer } = renderPlay();
    const wrongZone = (answerZone(problem) + 1) % 3;
    await user().keyboard(String(wrongZone + 1));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
    expect(screen.getByRole('img', { name: /the keeper dived and saved the ball/ })).toBeVisible();
  });

  it('Tab to the right zone and Enter scores too', async () => {
    const { problem, onAnswer } = renderPlay();
    const typing = user();
    for (let zone = 0; zone < answerZone(problem); zone += 1) await typing.tab();
    expect(zoneButtons()[answerZone(problem)]).toHaveFocus();
    await typing.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('a key that names no zone is invalid: nothing is kicked and the goal stays open', async () => {
    const { onAnswer, playSound } = renderPlay();
    await user().keyboard('4');
    await user().keyboard('0');
    expect(onAnswer.mock.calls).toEqual([['invalid'], ['invalid']]);
    expect(playSound).not.toHaveBeenCalled();
    for (const zone of zoneButtons()) expect(zone).toBeEnabled();
  });

  it('keys do nothing while the focus is outside the goal, or while feedback is shown', async () => {
    const outside = renderPlay();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user().keyboard('{ArrowLeft}1');
    expect(outside.onAnswer).not.toHaveBeenCalled();
    outside.unmount();

    const frozen = renderPlay({ feedback: 'wrong' });
    await user().keyboard('{ArrowLeft}{ArrowUp}{ArrowRight}123');
    expect(frozen.onAnswer).not.toHaveBeenCalled();
    for (const zone of zoneButtons()) expect(zone).toBeDisabled();
  });

  it('with five zones, ← → aim and a digit kicks', async () => {
    const { problem, onAnswer } = renderPlay({ level: 4, exercise: 4 });
    const zones = zoneButtons();
    expect(zones).toHaveLength(5);
    const typing = user();
    await typing.keyboard('{ArrowRight}{ArrowRight}');
    expect(zones[2]).toHaveFocus();
    await typing.keyboard('{End}');
    expect(zones[4]).toHaveFocus();
    expect(onAnswer).not.toHaveBeenCalled();
    await typing.keyboard(String(answerZone(problem) + 1));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('speaks Spanish in Spanish', async () => {
    const { problem, say, onAnswer } = renderPlay({ level: 2, language: 'es' });
    expect(say).toHaveBeenCalledWith(`¿Cuánto es ${problem.left} por ${problem.right}?`);
    expect(screen.getByText(`${problem.left} × ${problem.right} = ?`)).toBeVisible();
    expect(zoneButtons()[0]).toHaveAccessibleName(`Patear a la izquierda: ${problem.choices[0]}`);
    await user().keyboard(ARROWS[answerZone(problem)]!);
    expect(onAnswer).toHaveBeenCalledWith('right');
    expect(screen.getByRole('img', { name: /^¡Gol!/ })).toBeVisible();
  });
});
