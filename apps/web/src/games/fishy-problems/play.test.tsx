import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import type { AnswerResult } from '../kit/game-machine';
import { Play } from './play';
import { generateProblem } from './problems';
import { storyText } from './story-text';
import { setupUser } from '../../test/user';

const SEED = 4242;
const problem = generateProblem(0, 0, SEED);
const answerLane = problem.choices.indexOf(problem.answer);
const wrongLane = problem.choices.findIndex((choice) => choice !== problem.answer);

function renderPlay(overrides: Partial<ComponentProps<typeof Play>> = {}) {
  const onAnswer = vi.fn<(result: AnswerResult) => void>();
  const say = vi.fn<(text: string) => void>();
  const playSound = vi.fn();
  renderScreen(
    <Play
      level={0}
      exercise={0}
      seed={SEED}
      feedback={null}
      language="en"
      reducedMotion={false}
      onAnswer={onAnswer}
      say={say}
      playSound={playSound}
      {...overrides}
    />,
  );
  return { onAnswer, say, playSound, user: setupUser() };
}

const fishButtons = () => screen.getAllByRole('button', { name: /^Fish with the number \d+$/ });

describe('Fishy Problems play screen', () => {
  it('shows and reads the story, with one fish button per number and the net on the first', async () => {
    const { say } = renderPlay();
    const story = storyText(problem, 'en');
    expect(await screen.findByText(story)).toBeVisible();
    expect(say).toHaveBeenCalledWith(story);
    expect(fishButtons()).toHaveLength(problem.choices.length);
    expect(fishButtons()[0]).toHaveFocus();
    for (const number of problem.choices)
      expect(screen.getByRole('button', { name: `Fish with the number ${number}` })).toBeVisible();
  });

  it('catches the fish with the answer by keyboard: arrows move the net, Enter catches', async () => {
    const { onAnswer, user } = renderPlay();
    await screen.findByText(storyText(problem, 'en'));
    for (let step = 0; step < answerLane; step += 1) await user.keyboard('{ArrowRight}');
    expect(fishButtons()[answerLane]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('is wrong for another fish, caught with Space', async () => {
    const { onAnswer, user } = renderPlay();
    await screen.findByText(storyText(problem, 'en'));
    for (let step = 0; step < wrongLane; step += 1) await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
  });

  it('wraps the net around with the arrows and Tab reaches every fish', async () => {
    const { user } = renderPlay();
    await screen.findByText(storyText(problem, 'en'));
    await user.keyboard('{ArrowLeft}');
    expect(fishButtons().at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(fishButtons()[0]).toHaveFocus();
    await user.tab();
    expect(fishButtons()[1]).toHaveFocus();
  });

  it('is invalid, costing nothing, when the typed answer is blank or not a number', async () => {
    const { onAnswer, user } = renderPlay();
    await screen.findByText(storyText(problem, 'en'));
    for (let step = 0; step < problem.choices.length; step += 1) await user.tab();
    const box = screen.getByRole('textbox', { name: 'Or type the answer' });
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('abc{Enter}');
    expect(onAnswer.mock.calls).toEqual([['invalid'], ['invalid']]);
  });

  it('judges a typed number like the fish that carries it', async () => {
    const { onAnswer, user } = renderPlay();
    const box = await screen.findByRole('textbox', { name: 'Or type the answer' });
    await user.click(box);
    await user.keyboard(`${problem.answer + 20}{Enter}`);
    await user.clear(box);
    await user.keyboard(`${problem.answer}{Enter}`);
    expect(onAnswer.mock.calls).toEqual([['wrong'], ['right']]);
  });

  it('lets nothing be caught while the outcome is shown', async () => {
    const { onAnswer, user } = renderPlay({ feedback: 'right' });
    await screen.findByText(storyText(problem, 'en'));
    for (const fish of fishButtons()) expect(fish).toBeDisabled();
    await user.click(fishButtons()[answerLane]!);
    expect(screen.getByRole('button', { name: 'Catch' })).toBeDisabled();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('plays in Spanish', async () => {
    renderPlay({ language: 'es' });
    expect(await screen.findByText(storyText(problem, 'es'))).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Pez con el número ${problem.answer}` }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'O escribe la respuesta' })).toBeVisible();
  });
});
