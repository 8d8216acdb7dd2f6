import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPlay as renderGamePlay } from '../../test/render-play';
import type { GamePlayProps } from '../kit/game-definition';
import { Play } from './play';
import type { BonusProblem, FactProblem } from './problems';
import { generateProblem } from './problems';
import { setupUser } from '../../test/user';

const SEED = 4242;

const renderPlay = (overrides: Partial<GamePlayProps> = {}) => renderGamePlay(Play, overrides);

describe('Clown to Water, one exercise', () => {
  const fact = generateProblem(0, 0, SEED) as FactProblem;

  it('shows the sum, reads it aloud and puts the focus in the answer box', async () => {
    const props = renderPlay();
    expect(await screen.findByTestId('clown-question')).toHaveTextContent(
      `${fact.left} + ${fact.right} = ?`,
    );
    expect(props.say).toHaveBeenCalledWith(`What is ${fact.left} plus ${fact.right}?`);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
    expect(screen.getByRole('img', { name: /clown sits on a plank/ })).toBeInTheDocument();
  });

  it('is right when the answer is typed and Enter pressed', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByRole('textbox', { name: 'Your answer' });
    await user.keyboard(`${fact.answer}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('right');
    expect(props.playSound).toHaveBeenCalledWith('whoosh');
  });

  it('is wrong for another number', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByRole('textbox', { name: 'Your answer' });
    await user.keyboard(`${fact.answer + 1}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('wrong');
  });

  it('is invalid, not wrong, for a blank or malformed answer', async () => {
    const user = setupUser();
    const props = renderPlay();
    await screen.findByRole('textbox', { name: 'Your answer' });
    await user.keyboard('{Enter}');
    expect(props.onAnswer).toHaveBeenLastCalledWith('invalid');
    await user.keyboard('1a{Enter}');
    expect(props.onAnswer).toHaveBeenLastCalledWith('invalid');
    expect(props.onAnswer).not.toHaveBeenCalledWith('wrong');
    expect(props.playSound).not.toHaveBeenCalledWith('whoosh');
  });

  it('dunks the clown on a right answer and freezes the answer box', async () => {
    const props = renderPlay({ feedback: 'right' });
    expect(await screen.findByRole('img', { name: /clown fell into the water/ })).toHaveAttribute(
      'data-outcome',
      'dunked',
    );
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();
    // With reduced motion the splash is heard at once, as it is seen at once.
    await vi.waitFor(() => expect(props.playSound).toHaveBeenCalledWith('splash'));
  });

  it('shows the ball bouncing off on a wrong answer', async () => {
    renderPlay({ feedback: 'wrong' });
    expect(await screen.findByRole('img', { name: /ball missed/ })).toHaveAttribute(
      'data-outcome',
      'missed',
    );
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
  });

  it('asks in Spanish, with a true minus sign for subtraction', async () => {
    const seed = Array.from({ length: 200 }, (_, index) => index).find(
      (candidate) => (generateProblem(0, 4, candidate) as FactProblem).operator === '-',
    )!;
    const subtraction = generateProblem(0, 4, seed) as FactProblem;
    const props = renderPlay({ language: 'es', exercise: 4, seed });
    expect(await screen.findByTestId('clown-question')).toHaveTextContent(
      `${subtraction.left} − ${subtraction.right} = ?`,
    );
    expect(props.say).toHaveBeenCalledWith(
      `¿Cuánto es ${subtraction.left} menos ${subtraction.right}?`,
    );
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toBeInTheDocument();
  });
});

describe('Clown to Water, the bonus round', () => {
  it('describes the balls on the rings and takes their total', async () => {
    const user = setupUser();
    const bonus = generateProblem(3, 0, SEED) as BonusProblem;
    const props = renderPlay({ level: 3 });
    expect(await screen.findByTestId('clown-question')).toHaveTextContent(
      'How many points did the 3 balls score?',
    );
    expect(screen.getByRole('img', { name: /3 balls landed on it/ })).toBeInTheDocument();
    await user.keyboard(`${bonus.answer}{Enter}`);
    expect(props.onAnswer).toHaveBeenCalledExactlyOnceWith('right');
    expect(screen.getByRole('textbox', { name: 'Total points' })).toBeInTheDocument();
  });
});
